import { expect, test, type APIRequestContext } from '@playwright/test';
import { operatorToken } from './operator.ts';
import { createCoach, createTrainee, data, phoneId, readSmsCode, shot, signInWithToken, tapExpectingToast, uniqueMobile } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

/** Records one training of an official exercise through sync/push: 100 kg × 5, then 80 kg × 12. */
async function recordTraining(request: APIRequestContext, token: string, language: 'en' | 'zh-Hans'): Promise<string> {
  const page = await data<{ list: { id: number; name: string }[] }>(
    await request.get('/api-training/mp/training/action/list', { headers: { token, 'Accept-Language': language }, params: { size: '1', scope: 'official' } }),
  );
  const action = page.list[0]!;
  const session = phoneId();
  const set = (weightKg: number, reps: number, minute: number) => ({
    entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
    fields: { sessionId: session, actionId: action.id, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', weightKg, unit: 'kg', reps, completedAt: `2026-11-02T08:${minute}:00.000Z`, localDate: '2026-11-02' },
  });
  const ops = [
    { entity: 'session', id: session, rev: 1, op: 'upsert', fields: { name: 'Push day', startedAt: '2026-11-02T08:00:00.000Z', finishedAt: '2026-11-02T09:00:00.000Z', timezone: 'Asia/Shanghai', localDate: '2026-11-02' } },
    set(100, 5, 10),
    set(80, 12, 20),
  ];
  const pushed = await data<{ results: { status: string }[] }>(await request.post('/api-training/mp/training/sync/push', { headers: { token }, data: { deviceId: 'e2e', ops } }));
  expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return action.name;
}

const TEXTS = {
  en: {
    my: 'My', maxWeight: 'Max weight', profile: 'Profile', entry: 'Name and mobile number', newMobile: 'New mobile number', getCode: 'Get code', code: 'Verification code',
    submit: 'Change number', changed: /Your mobile number is now 1\d\d\*{4}\d{4}/, best: '100 kg × 5', e1rm: 'e1RM 116.7 kg', badMobile: 'Mobile phone number format is incorrect',
  },
} as const;

test(`max weight per exercise from recorded training, then a new mobile number proven by SMS`, { tag: '@account' }, async ({ page, request }) => {
  const x = TEXTS.en;
  const { token, mobile } = await createTrainee(request, `Lifter ${language}`);
  const exercise = await recordTraining(request, token, language);
  await signInWithToken(page, token, language);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);

  await page.getByText(x.my, { exact: true }).click();
  await page.getByText(x.maxWeight, { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/maxWeight$/);
  const row = page.locator('.adm-list-item', { hasText: exercise });
  await expect(row.getByText(x.best)).toBeVisible();
  await expect(row.getByText(x.e1rm)).toBeVisible();
  await shot(page, `acc-${language}-12-max-weight`);

  await page.goBack();
  await page.getByText(x.profile, { exact: true }).click();
  await page.getByText(x.entry, { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/userNameAndMobile$/);
  await page.getByLabel(x.newMobile, { exact: true }).fill('12345');
  await tapExpectingToast(page, page.getByRole('button', { name: x.getCode }), x.badMobile);
  const next = uniqueMobile();
  await page.getByLabel(x.newMobile, { exact: true }).fill(next);
  await page.getByRole('button', { name: x.getCode }).click();
  await page.getByLabel(x.code, { exact: true }).fill(await readSmsCode(request, next));
  await shot(page, `acc-${language}-13-change-mobile`);
  // The toast lasts 1.5 s: watched for from before the tap.
  const confirmed = page.getByText(x.changed).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: x.submit }).click();
  await confirmed;
  await expect(page.getByTestId('current-mobile')).toHaveText(`${next.slice(0, 3)}****${next.slice(7)}`);
  const info = await data<{ mobile: string }>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }));
  expect(info.mobile).toBe(next);
  expect(info.mobile).not.toBe(mobile);
});

const VIP = {
  en: { my: 'My', entry: 'Groups and VIP', until: /VIP until .*2099/, current: 'Current group' },
} as const;

test(`a VIP membership granted by an operator shows with its group, the current one`, { tag: '@account' }, async ({ page, request }) => {
  const x = VIP.en;
  const { token, mobile } = await createTrainee(request, `Member ${language}`);
  const granted = await data<{ vip: boolean }>(
    await request.post('/api-training/mp/operator/vip/grant', { headers: { token: await operatorToken(request) }, data: { mobile, groupId: 1, expiresOn: '2099-06-30' } }),
  );
  expect(granted.vip).toBe(true);
  await signInWithToken(page, token, language);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
  await page.getByText(x.my, { exact: true }).click();
  await page.getByText(x.entry, { exact: true }).click();
  await expect(page).toHaveURL(/vip\/vipInfo$/);
  const row = page.locator('.adm-list-item', { hasText: 'Repwise' });
  await expect(row.getByText(x.until)).toBeVisible();
  await expect(row.getByText(x.current, { exact: true })).toBeVisible();
  await shot(page, `acc-${language}-14-vip`);
});

test('a coach in two groups works in the current one: switching it changes the teams they see', { tag: '@account' }, async ({ page, request }) => {
  const x = VIP.en;
  const ana = await createCoach(request, 'Ana');
  const ben = await createCoach(request, 'Ben');
  // Each coach's first team makes their own organisation; Ben then adds Ana as a coach of his.
  await data(await request.post('/api-training/mp/squad/create', { headers: { token: ana.token }, data: { name: 'Ana club', type: '1', tags: ['A'] } }));
  const benTeam = await data<{ id: number }>(await request.post('/api-training/mp/squad/create', { headers: { token: ben.token }, data: { name: 'Ben club', type: '1', tags: ['B'] } }));
  await data(await request.post('/api-training/mp/squad/addCoach', { headers: { token: ben.token }, data: { id: benTeam.id, inviteCode: ana.myInviteCode } }));

  await signInWithToken(page, ana.token, language);
  await expect(page).toHaveURL(/Home\/CoachClient\/index$/);
  await page.goto('/#/pages/TeamManage/userGroupList/coachSquadList');
  await expect(page.getByRole('button', { name: /Ana club/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ben club/ })).toHaveCount(0);

  await page.goto('/#/pages/userCenter/vip/vipInfo');
  const benRow = page.locator('.adm-list-item', { hasText: 'Ben' });
  await tapExpectingToast(page, benRow.getByRole('button', { name: 'Use this group' }), 'Now working in Ben');
  await expect(benRow.getByText(x.current, { exact: true })).toBeVisible();
  await shot(page, `acc-${language}-15-group-switched`);
  await page.goto('/#/pages/TeamManage/userGroupList/coachSquadList');
  await expect(page.getByRole('button', { name: /Ben club/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ana club/ })).toHaveCount(0);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const PROFILE = {
  en: {
    my: 'My', profile: 'Profile', change: 'Change photo', wrongType: 'Please choose a PNG, JPEG, GIF or WebP picture', saved: 'Photo saved', remove: 'Use the default photo',
    email: 'Email', saveEmail: 'Save email', invalid: 'Please enter a valid email address', emailSaved: 'Email saved',
  },
} as const;

test(`a photo is uploaded and set, a wrong file is refused, and an email is saved`, { tag: '@account' }, async ({ page, request }) => {
  const x = PROFILE.en;
  const { token } = await createTrainee(request, `Photo ${language}`);
  await signInWithToken(page, token, language);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
  await page.getByText(x.my, { exact: true }).click();
  await page.getByText(x.profile, { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/userData$/);

  const file = page.getByTestId('avatar-file');
  let shown = page.getByText(x.wrongType, { exact: true }).waitFor({ state: 'visible' });
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await shown;
  shown = page.getByText(x.saved, { exact: true }).waitFor({ state: 'visible' });
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await shown;
  await expect(page.getByRole('button', { name: x.remove })).toBeVisible();
  const info = await data<{ avatar: string; avatarUrl: string }>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }));
  expect(info.avatarUrl).not.toBe('');
  expect((await request.get(info.avatarUrl)).status()).toBe(200);

  await page.getByLabel(x.email, { exact: true }).fill('not-an-email');
  shown = page.getByText(x.invalid, { exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: x.saveEmail }).click();
  await shown;
  await page.getByLabel(x.email, { exact: true }).fill(`lifter-${language}@example.com`);
  shown = page.getByText(x.emailSaved, { exact: true }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: x.saveEmail }).click();
  await shown;
  await shot(page, `acc-${language}-15-profile-photo-email`);
  expect((await data<{ email: string }>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }))).email).toBe(`lifter-${language}@example.com`);
});
