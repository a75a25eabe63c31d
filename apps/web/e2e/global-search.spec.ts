import { expect, test, type Page } from '@playwright/test';
import { apiCall, createCoach, createTrainee, expectAccessible, expectTapTargets, shot, signInWithToken } from './support.ts';

/**
 * The global search (issue 27 §2): from a home's search button, grouped results with "More",
 * an empty state, recent searches kept on the phone and cleared, a result opening its screen;
 * a coach finds their team and its member; the second spec path opens on one group. Both
 * languages.
 */

const TEXT = {
  en: {
    button: 'Search', title: 'Search', placeholder: 'Exercises, templates, articles…', coachPlaceholder: 'Exercises, templates, plans, members…',
    exercises: 'Exercises', teams: 'Teams', members: 'Members', more: 'More Exercises', recent: 'Recent searches', clear: 'Clear',
    noRecent: 'Your searches appear here.', empty: 'Nothing matches “zzqx”', keyword: 'bench', exercise: 'Barbell Bench Press', squat: 'squat',
  },
  'zh-Hans': {
    button: '搜索', title: '搜索', placeholder: '动作、模板、文章…', coachPlaceholder: '动作、模板、计划、学员…',
    exercises: '动作', teams: '团队', members: '学员', more: '更多 动作', recent: '最近搜索', clear: '清空',
    noRecent: '你的搜索记录会显示在这里。', empty: '没有与“zzqx”匹配的结果', keyword: '卧推', exercise: '杠铃卧推', squat: '深蹲',
  },
} as const;

/** The rows of one group of results, found by its heading. */
const groupRows = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true }).locator('.search-row');
/** The row of a group whose title is exactly `title`. */
const resultRow = (page: Page, heading: string, title: string) => groupRows(page, heading).filter({ has: page.locator('.search-title').getByText(title, { exact: true }) });

for (const language of ['en', 'zh-Hans'] as const) {
  test(`global search in ${language}: grouped results, more, recent searches, a coach's team and member`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const s = TEXT[language];
    const trainee = await createTrainee(request, `Searcher ${language}`);

    // From the trainee's home: nothing searched yet.
    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);
    await page.getByRole('button', { name: s.button, exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/Home\/AllSearch\/AllSearch$/);
    await expect(page.getByRole('banner')).toContainText(s.title);
    await expect(page.getByText(s.noRecent)).toBeVisible();

    // Two Chinese characters or an English word: the exercises group, five at a glance, "More" adds the next page.
    await page.getByPlaceholder(s.placeholder).fill(s.keyword);
    const exercises = groupRows(page, s.exercises);
    await expect(resultRow(page, s.exercises, s.exercise)).toBeVisible();
    await expect(exercises).toHaveCount(5);
    await shot(page, `global-search-${language}-01-results`);
    await expectAccessible(page);
    await expectTapTargets(page);
    await page.getByRole('button', { name: s.more }).click();
    await expect.poll(() => exercises.count()).toBeGreaterThan(5);

    // A result opens its screen; back on the search, the search is among the recent ones.
    await resultRow(page, s.exercises, s.exercise).click();
    await expect(page).toHaveURL(/#\/pages\/Action\/actionInfo\/actionInfo\?id=\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/AllSearch$/);
    const recent = page.getByRole('region', { name: s.recent });
    await expect(recent.getByRole('button', { name: s.keyword, exact: true })).toBeVisible();
    await shot(page, `global-search-${language}-02-recent`);

    // Nothing found: the empty state names the words.
    await page.getByPlaceholder(s.placeholder).fill('zzqx');
    await expect(page.getByText(s.empty)).toBeVisible();
    await shot(page, `global-search-${language}-03-empty`);

    // A recent search searches again; "Clear" forgets them all.
    await page.getByPlaceholder(s.placeholder).fill('');
    await recent.getByRole('button', { name: s.keyword, exact: true }).click();
    await expect(page.getByPlaceholder(s.placeholder)).toHaveValue(s.keyword);
    await expect(groupRows(page, s.exercises).first()).toBeVisible();
    await page.getByPlaceholder(s.placeholder).fill('');
    await recent.getByRole('button', { name: s.clear, exact: true }).click();
    await expect(page.getByText(s.noRecent)).toBeVisible();

    // The second spec path opens on one group, with its keyword.
    await page.goto(`/#/pages/SearchAll/SearchAll?type=exercise&keyword=${encodeURIComponent(s.squat)}`);
    await expect(page.locator('.adm-tabs-tab-active')).toHaveText(s.exercises);
    await expect(groupRows(page, s.exercises).first()).toBeVisible();
    await expect(page.locator('.search-group')).toHaveCount(1);
    await shot(page, `global-search-${language}-04-one-group`);
    await expectAccessible(page);
    await expectTapTargets(page);

    // A coach finds their own team and its member, and opens the member.
    const coach = await createCoach(request, `Coach ${language}`);
    const team = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: `Kestrel ${language}`, type: '3', tags: ['Strength'] } });
    const member = await createTrainee(request, `Kestrel Ann ${language}`);
    await apiCall(request, 'POST', '/api-training/mp/squad/join', member.token, { body: { code: team.code } });
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await page.getByRole('button', { name: s.button, exact: true }).click();
    await page.getByPlaceholder(s.coachPlaceholder).fill('kestrel');
    await expect(groupRows(page, s.teams)).toHaveText([new RegExp(`Kestrel ${language}`)]);
    await expect(groupRows(page, s.members)).toHaveText([new RegExp(`Kestrel Ann ${language}`)]);
    await shot(page, `global-search-${language}-05-coach`);
    await expectAccessible(page);
    await groupRows(page, s.members).first().click();
    await expect(page).toHaveURL(new RegExp(`teamMemberInfo\\?id=${team.id}&userId=\\d+$`));
  });
}
