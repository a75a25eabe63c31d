import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectAccessible, expectTapTargets, pickOnWheel, shot, signInWithToken, uniqueMobile } from './support.ts';

/**
 * Issue 24 §9, roles read right, and §11 for the pickers: a coach's onboarding speaks to a
 * coach, no role card looks chosen before a tap, every picker's Cancel and Confirm are 44 px
 * (checked with a wheel open), and a coach is shown no entry that could never fill (Max
 * weight, an exercise's "My history"), not even by its URL.
 */
const TEXTS = {
  en: {
    skip: 'Skip', coachRole: /I am a fitness coach/, traineeRole: /I am a trainee/, next: 'Continue',
    coachIntro: 'Trainees and other coaches know you by your nickname.', traineeIntro: 'Your coach uses this to pick the right loads.',
    nickname: 'Nickname', age: 'Age', gender: 'Gender', woman: 'Woman', height: 'Height', weight: 'Weight', confirm: 'Confirm', cancel: 'Cancel',
    hi: 'Hi, Li Na', my: 'My', maxWeight: 'Max weight', profile: 'Profile', exercises: 'Exercises', myHistory: 'My history', detail: 'Exercise',
  },
  'zh-Hans': {
    skip: '跳过', coachRole: /我是健身教练/, traineeRole: /我是学员/, next: '继续',
    coachIntro: '学员和其他教练会通过昵称认出你。', traineeIntro: '教练会根据这些信息为你安排合适的训练重量。',
    nickname: '昵称', age: '年龄', gender: '性别', woman: '女', height: '身高', weight: '体重', confirm: '确定', cancel: '取消',
    hi: '你好，Li Na', my: '我的', maxWeight: '最大重量', profile: '个人资料', exercises: '动作', myHistory: '我的记录', detail: '动作',
  },
} as const;

type Language = keyof typeof TEXTS;

async function fillBaseInfoIn(page: Page, T: (typeof TEXTS)[Language]) {
  await page.getByLabel(T.nickname).fill('Li Na');
  await pickOnWheel(page, page.getByLabel(T.age, { exact: true }), '30', T.confirm);
  await pickOnWheel(page, page.getByLabel(T.gender, { exact: true }), T.woman, T.confirm);
  await pickOnWheel(page, page.getByLabel(T.height, { exact: true }), '168', T.confirm);
  await pickOnWheel(page, page.getByLabel(T.weight, { exact: true }), '60', T.confirm);
}

for (const language of ['en', 'zh-Hans'] as const) {
  const T = TEXTS[language];

  test(`roles read right for a new coach (${language}): unchosen role cards, a coach's base-info intro, 44 px picker buttons, no trainee-only entries`, { tag: '@login' }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await apiLogin(request, uniqueMobile());
    await signInWithToken(page, token, language, { firstLogin: true });
    await expect(page).toHaveURL(/settingPassword$/);
    await page.getByRole('button', { name: T.skip }).click();

    // Before a tap neither card is chosen, nor looks it: no check mark shows, only empty rings.
    await expect(page).toHaveURL(/SelectRole$/);
    const coachCard = page.getByRole('radio', { name: T.coachRole });
    const traineeCard = page.getByRole('radio', { name: T.traineeRole });
    await expect(coachCard).toHaveAttribute('aria-checked', 'false');
    await expect(traineeCard).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('.role-card-check')).toHaveCount(0);
    await expect(page.locator('.role-card-ring')).toHaveCount(2);
    await expect(page.getByRole('button', { name: T.next })).toBeDisabled();
    await shot(page, `roles-1-unchosen-${language}`);
    await expectAccessible(page);
    await expectTapTargets(page);
    await coachCard.click();
    await expect(coachCard).toHaveAttribute('aria-checked', 'true');
    await expect(coachCard.locator('.role-card-check')).toHaveCount(1);
    await expect(traineeCard.locator('.role-card-check')).toHaveCount(0);
    await shot(page, `roles-2-coach-chosen-${language}`);
    await page.getByRole('button', { name: T.next }).click();

    // The base-info step speaks to a coach: no "your coach".
    await expect(page).toHaveURL(/SelectNeed$/);
    await expect(page.getByText(T.coachIntro)).toBeVisible();
    await expect(page.getByText(T.traineeIntro)).toHaveCount(0);
    // A picker open: its Cancel and Confirm are 44 px targets (issue 24 §11).
    await page.getByLabel(T.age, { exact: true }).click();
    const picker = page.locator('.adm-picker').last();
    await expect(picker).toBeVisible();
    for (const name of [T.cancel, T.confirm]) {
      const box = await picker.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
      expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(44);
    }
    await shot(page, `roles-3-picker-open-${language}`);
    await expectTapTargets(page);
    await expectAccessible(page);
    await picker.getByRole('button', { name: T.cancel, exact: true }).click();
    await expect(picker).toBeHidden();
    await fillBaseInfoIn(page, T);
    await shot(page, `roles-4-coach-base-info-${language}`);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await expect(page.getByRole('heading', { name: T.hi })).toBeVisible();

    // My offers a coach no Max weight: coaches never train in the app.
    await page.getByText(T.my, { exact: true }).click();
    await expect(page.getByText(T.profile, { exact: true })).toBeVisible();
    await expect(page.getByText(T.maxWeight, { exact: true })).toHaveCount(0);
    await shot(page, `roles-5-coach-my-${language}`);
    await expectAccessible(page);
    await expectTapTargets(page);
    // Its URL typed by hand leads home, not to a list that can never fill.
    await page.goto('/#/pages/userCenter/userInfo/maxWeight');
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await expect(page.getByRole('heading', { name: T.hi })).toBeVisible();

    // An exercise's page shows a coach no "My history".
    await page.getByText(T.exercises, { exact: true }).click();
    await page.locator('a.action-row').first().click();
    await expect(page).toHaveURL(/actionInfo\/actionInfo\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: T.myHistory })).toHaveCount(0);
    await shot(page, `roles-6-coach-exercise-${language}`);
    await expectAccessible(page);
    await expectTapTargets(page);
  });
}
