import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { apiCall, apiGetInfo, createCoach, createTrainee, data, shot, signInWithToken } from './support.ts';
import { copyOfficial, officialTemplate } from './template-support.ts';

/**
 * Share pages (issue 27 §5): the /s/<kind>/<code> links the app hands out open the object's
 * screen for people (the server's page with its link-preview tags, then share-open.js), and
 * each share screen saves the server's 1200×630 picture of it.
 */

const TEXT = {
  en: { save: 'Save image', saved: 'Image saved', plan: 'Leg week', locale: 'en-US' },
  'zh-Hans': { save: '保存图片', saved: '图片已保存', plan: '腿部周', locale: 'zh-CN' },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** A PNG of 1200 × 630: its signature and the IHDR chunk's width and height. */
async function expectSharePng(download: Download, keptAs: string): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const png = await readFile((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // Kept beside the screenshots, to be looked at.
  await download.saveAs(path.join(import.meta.dirname, 'artifacts', keptAs));
}

/** Taps Save image on the screen and checks what is downloaded (Chromium here shares no files: it downloads). */
async function saveImage(page: Page, language: keyof typeof TEXT, keptAs: string): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXT[language].save, exact: true }).click();
  await expectSharePng(await download, keptAs);
  await expect(page.getByText(TEXT[language].saved)).toBeVisible();
}

/** A browser that never signed in, in the language. */
async function guestPage(browser: Browser, language: keyof typeof TEXT): Promise<Page> {
  const context = await browser.newContext({ locale: TEXT[language].locale, acceptDownloads: true });
  return context.newPage();
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`share pages in ${language}: each link opens its screen without an account, and saves its picture`, { tag: ['@exercises', '@templates', '@plans'] }, async ({ page, browser, request }) => {
    const coach = await createCoach(request, language === 'en' ? 'Coach Lin' : '林教练');
    const trainee = await createTrainee(request, language === 'en' ? 'Mia' : '小米');
    const { id: traineeId } = await apiGetInfo(request, trainee.token);
    const team = await apiCall<{ code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: `Share ${language}`, type: '3', tags: ['Strength'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', trainee.token, { body: { code: team.code } });
    const exercise = await apiCall<{ shareCode: string }>(request, 'POST', '/api-training/mp/training/action/create', coach.token, {
      body: { nameEn: 'Share Press', nameZh: '分享推举', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest', 'triceps'] },
    });
    const template = await copyOfficial(request, coach.token);

    // The exercise: the link opens the public screen, whose Save image downloads the picture.
    const guest = await guestPage(browser, language);
    await guest.goto(`/s/action/${exercise.shareCode}`);
    await expect(guest).toHaveURL(new RegExp(`/#/pages/Action/actionInfo/shareAction\\?code=${exercise.shareCode}$`));
    await expect(guest.getByRole('heading', { level: 1, name: language === 'en' ? 'Share Press' : '分享推举' })).toBeVisible();
    expect(await guest.evaluate(() => localStorage.getItem('repwise.token'))).toBeNull();
    await shot(guest, `share-image-action-${language}`);
    await saveImage(guest, language, `share-picture-action-${language}.png`);

    // A template by its link.
    await guest.goto(`/s/template/${template.shareCode}`);
    await expect(guest).toHaveURL(/shareTemplate\?code=/);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(guest, `share-image-template-${language}`);
    await saveImage(guest, language, `share-picture-template-${language}.png`);

    // An article by the link its screen hands out.
    const articles = await apiCall<{ list: { id: number }[] }>(request, 'GET', '/api-training/mp/article/list', trainee.token);
    const article = await apiCall<{ sharePath: string }>(request, 'GET', '/api-training/mp/article/get', trainee.token, { query: { id: String(articles.list[0]!.id) } });
    expect(article.sharePath).toMatch(/^\/s\/article\/[\w-]+$/);
    const code = article.sharePath.split('/s/article/')[1]!;
    // The title the guest reads: the article in the guest's language.
    const { title } = await data<{ title: string }>(await request.get('/api-training/open/article/share', { params: { code }, headers: { 'Accept-Language': language } }));
    await guest.goto(article.sharePath);
    await expect(guest).toHaveURL(/webArticle\/share\?code=/);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shot(guest, `share-image-article-${language}`);
    await saveImage(guest, language, `share-picture-article-${language}.png`);

    // A plan: its coach's share screen saves the picture too, and the link opens the plan.
    const official = await officialTemplate(request, coach.token, 'Full Body Beginner');
    const plan = await apiCall<{ id: number }>(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
      body: { templateId: official.id, name: TEXT[language].plan, type: '1', taskType: '1', startDate: today(), timePeriod: '1', repeatWeeks: 2, weekdays: [1, 3, 5], traineeIds: [traineeId] },
    });
    await signInWithToken(page, coach.token, language);
    await page.goto(`/#/pages/planManage/planInfo/sharePlan?id=${plan.id}`);
    const link = page.locator('.plan-share-link');
    await expect(link).toContainText('/s/plan/');
    await shot(page, `share-image-plan-coach-${language}`);
    await saveImage(page, language, `share-picture-plan-coach-${language}.png`);
    await guest.goto(new URL(((await link.textContent()) ?? '').trim()).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: TEXT[language].plan })).toBeVisible();
    await shot(guest, `share-image-plan-${language}`);
    await saveImage(guest, language, `share-picture-plan-${language}.png`);
    await guest.context().close();
  });
}
