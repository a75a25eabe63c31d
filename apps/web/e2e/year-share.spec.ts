import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../src/i18n/share/en.json' with { type: 'json' };
import zh from '../src/i18n/share/zh-Hans.json' with { type: 'json' };
import { apiCall, createTrainee, phoneId, shot, signInWithToken } from './support.ts';

/**
 * Issue 25 point 2's end: the trainee shares the year in review. The link opens in a browser
 * that never signed in, in its own language, with the year's figures; the picture saves as a
 * PNG; stopping sharing leaves the link saying it is not shared.
 */

const WORDS = { en: en.yearShare, 'zh-Hans': zh.yearShare } as const;
const LOCALES = { en: 'en-US', 'zh-Hans': 'zh-CN' } as const;
const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A training of today: 100 kg × 5 and 80 kg × 10 of exercise 1, and a warm-up set that counts nowhere. */
async function pushTraining(request: APIRequestContext, token: string, hour: number) {
  const day = localDate(new Date());
  const session = phoneId();
  const at = (minute: number) => new Date(new Date(`${day}T${pad(hour)}:00:00`).getTime() + minute * 60_000).toISOString();
  const set = (setType: string, weightKg: number, reps: number, minute: number) => ({
    entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
    fields: { sessionId: session, actionId: 1, blockId: 'b1', groupId: 'g1', setType, side: 'both', weightKg, unit: 'kg', reps, completedAt: at(minute), localDate: day },
  });
  const ops = [
    { entity: 'session', id: session, rev: 1, op: 'upsert', fields: { name: 'Share day', startedAt: at(0), finishedAt: at(40), timezone: HERE, localDate: day } },
    set('warmup', 40, 10, 1), set('normal', 100, 5, 2), set('normal', 80, 10, 3),
  ];
  await apiCall(request, 'POST', '/api-training/mp/training/sync/push', token, { body: { deviceId: 'share-phone', ops } });
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`year share in ${language}: a link that opens without an account, a PNG of the year, and stopping it`, { tag: '@records' }, async ({ page, browser, request }) => {
    const w = WORDS[language];
    const nickName = language === 'en' ? 'Sharer' : '分享者';
    const { token } = await createTrainee(request, nickName);
    // Three trainings today: 3 sessions, 6 working sets.
    for (const hour of [7, 12, 18]) await pushTraining(request, token, hour);
    const year = new Date().getFullYear();

    await signInWithToken(page, token, language);
    await page.goto(`/#/pages/Record/User/recordPage/yearRecord?year=${year}`);
    await page.getByRole('button', { name: w.share, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: fill(w.popupTitle, { year }) });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: w.create }).click();
    const link = sheet.getByTestId('year-share-url');
    await expect(link).toContainText('/s/year/');
    const url = (await link.textContent()) ?? '';
    await shot(page, `year-share-popup-${language}`);

    // The picture: a PNG of the year, downloaded where the phone cannot share files.
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: w.saveImage }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`repwise-${year}.png`);
    const png = await readFile((await saved.path())!);
    expect(png.length).toBeGreaterThan(10_000);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // 1080 × 1350: the IHDR chunk's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
    // Kept beside the screenshots, to be looked at.
    await saved.saveAs(path.join(import.meta.dirname, 'artifacts', `year-share-image-${language}.png`));

    // A browser that never signed in, in the same language.
    const stranger = await browser.newContext({ locale: LOCALES[language] });
    const friend = await stranger.newPage();
    await friend.goto(new URL(url).pathname);
    await expect(friend.getByRole('heading', { level: 1, name: fill(w.public.heading, { name: nickName, year }) })).toBeVisible();
    const totals = friend.locator('section[aria-labelledby="year-share-totals"]');
    await expect(totals.locator('[data-figure="sessions"] .records-tile-value')).toHaveText('3');
    await expect(totals.locator('[data-figure="sets"] .records-tile-value')).toHaveText('6');
    await expect(friend.getByRole('button', { name: w.public.cta })).toBeVisible();
    expect(await friend.evaluate(() => localStorage.getItem('repwise.token'))).toBeNull();
    await shot(friend, `year-share-public-${language}`);

    // Stopping sharing: the friend's link now says it is not shared.
    await sheet.getByRole('button', { name: w.stop }).click();
    await page.getByRole('dialog', { name: w.stopTitle }).getByRole('button', { name: w.stop }).click();
    await expect(page.getByText(w.stopped)).toBeVisible();
    await friend.reload();
    await expect(friend.getByText(w.public.notFound)).toBeVisible();
    await stranger.close();
  });
}
