import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ArticleSummary, UserDto } from '@repwise/contracts';
import core from '../src/i18n/en.json' with { type: 'json' };
import coreZh from '../src/i18n/zh-Hans.json' with { type: 'json' };
import en from '../src/i18n/console/en.json' with { type: 'json' };
import zh from '../src/i18n/console/zh-Hans.json' with { type: 'json' };
import screens from '../src/i18n/screens/en.json' with { type: 'json' };
import screensZh from '../src/i18n/screens/zh-Hans.json' with { type: 'json' };
import { operatorToken } from './operator.ts';
import { apiCall, createTrainee, data, shot, signInWithToken } from './support.ts';

/**
 * Issue 27 §3, the operators' console, in each language: the operator opens Console from My
 * (shown to operators only), writes a draft article in both languages with its preview,
 * publishes it, and a trainee finds it in the Knowledge library; a trainee's feedback (sent
 * through the API) is answered and marked handled; VIP is granted; the audit log shows those
 * actions with before and after. Every console screen goes through shot(), and the articles
 * list once more at 1280 px. A trainee who opens the console's address sees "not found".
 */

const WORDS = {
  en: { ...en.console, core, exerciseForm: screens.exercises.form },
  'zh-Hans': { ...zh.console, core: coreZh, exerciseForm: screensZh.exercises.form },
} as const;
type Language = keyof typeof WORDS;
/** A 1×1 PNG: the feedback's picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The journeys' operator (OPERATOR_MOBILES) with onboarding done, so the app takes them home rather than to the first-login steps. */
async function readyOperator(request: APIRequestContext): Promise<{ token: string; user: UserDto }> {
  const token = await operatorToken(request);
  let user = await apiCall<UserDto>(request, 'GET', '/api-training/mp/training/user/getInfo', token);
  if (user.position === null) await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', token, { body: { position: 1 } });
  if (!user.baseInfoComplete) {
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', token, {
      body: { nickName: 'Operator', age: 40, sex: 1, height: 178, weight: 80, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  }
  user = await apiCall<UserDto>(request, 'GET', '/api-training/mp/training/user/getInfo', token);
  expect(user.isOperator).toBe(true);
  return { token, user };
}

/** Opens a section from the console's overview, as on a phone. */
async function openSection(page: Page, w: (typeof WORDS)[Language], section: keyof (typeof WORDS)['en']['sections']) {
  await page.goto('/#/pages/console/index');
  await page.locator('.console-section-list a').filter({ has: page.getByText(w.sections[section], { exact: true }) }).click();
  await expect(page.locator('.page-nav-title')).toHaveText(w.sections[section]);
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`an operator runs the console (${language})`, { tag: '@console' }, async ({ page, browser, request }) => {
    const w = WORDS[language];
    const tag = `${language}-${Date.now().toString(36)}`;
    const { token } = await readyOperator(request);
    const trainee = await createTrainee(request, `Reader ${tag}`);

    // ── From My to the console ────────────────────────────────────────────────
    await signInWithToken(page, token, language);
    await page.getByText(w.core.tabs.my, { exact: true }).click();
    await page.getByText(w.entry, { exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/console\/index$/);
    await expect(page.getByText(w.overview.today, { exact: true })).toBeVisible();
    await shot(page, `console-overview-${language}`);

    // ── An article in both languages, previewed, saved as a draft, published ──
    // The first page is held, so the grey placeholder rows are checked too (axe once found
    // them as list items under a role="status" list), then let through.
    let releaseFirstPage = () => {};
    const firstPageHeld = new Promise<void>((resolve) => { releaseFirstPage = resolve; });
    await page.route('**/api-training/mp/console/article/list**', async (route) => {
      await firstPageHeld;
      await route.continue();
    });
    await openSection(page, w, 'articles');
    await expect(page.getByRole('status', { name: w.core.common.loading })).toBeVisible();
    await shot(page, `console-articles-loading-${language}`);
    releaseFirstPage();
    await expect(page.locator('.infinite-list-rows:not(.infinite-list-skeleton)')).toBeVisible();
    await page.unroute('**/api-training/mp/console/article/list**');
    await shot(page, `console-articles-${language}`);
    await page.getByRole('button', { name: w.articles.new, exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/console\/article$/);
    // The list stays on screen until the editor's code has loaded: its category filter has the same name.
    await expect(page.locator('.page-nav-title')).toHaveText(w.articles.newTitle);
    await page.getByLabel(w.articles.category, { exact: true }).selectOption({ index: 1 });
    // A picture of one's own is uploaded at once and shown; then a library picture takes its place.
    await page.getByLabel(w.articles.uploadCover, { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: w.articles.coverShown })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: w.articles.removeCover, exact: true })).toBeVisible();
    // A cover from the library's pictures.
    await page.getByRole('button', { name: w.articles.libraryCovers, exact: true }).click();
    await page.getByRole('radio', { name: fill(w.articles.libraryCover, { number: 3 }) }).click();
    await expect(page.getByRole('img', { name: w.articles.coverShown })).toHaveAttribute('src', '/articles/progressive-overload.svg');
    const title = { en: `Breathing under the bar ${tag}`, 'zh-Hans': `杠下呼吸 ${tag}` };
    await page.getByRole('tab', { name: w.core.languages.en, exact: true }).click();
    await page.getByLabel(w.articles.titleField, { exact: true }).fill(title.en);
    await page.getByLabel(w.articles.summaryField, { exact: true }).fill('Brace before each rep.');
    await page.getByLabel(w.articles.bodyField, { exact: true }).fill('## Brace\n\nTake a big breath **before** each rep.\n\n<script>alert(1)</script>');
    // Saving with only English written says what is missing where a reader would meet it.
    await expect(page.getByText(w.articles.chineseMissing, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: w.articles.preview, exact: true }).click();
    const preview = page.locator('.console-preview');
    await expect(preview.getByRole('heading', { name: 'Brace' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('before');
    // Raw HTML is escaped by the one renderer: shown as text, never run.
    await expect(preview).toContainText('<script>alert(1)</script>');
    await shot(page, `console-article-preview-${language}`);
    await page.getByRole('tab', { name: w.core.languages['zh-Hans'], exact: true }).click();
    await page.getByLabel(w.articles.titleField, { exact: true }).fill(title['zh-Hans']);
    await page.getByLabel(w.articles.summaryField, { exact: true }).fill('每次发力前先吸气收紧。');
    await page.getByLabel(w.articles.bodyField, { exact: true }).fill('## 收紧\n\n每一次**发力前**先深吸一口气。');
    await expect(page.getByText(w.articles.chineseMissing, { exact: true })).toBeHidden();
    await page.getByRole('button', { name: w.core.common.save, exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/console\/article\?id=\d+$/);
    await expect(page.locator('.console-editor-status').getByText(w.articles.status.draft, { exact: true })).toBeVisible();
    await shot(page, `console-article-editor-${language}`);
    const articleId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    const stored = await apiCall<{ coverPath: string | null; texts: { language: string }[] }>(request, 'GET', '/api-training/mp/console/article/get', token, { query: { id: String(articleId) } });
    expect(stored.coverPath).toBe('/articles/progressive-overload.svg');
    expect(stored.texts.map((text) => text.language).sort()).toEqual(['en', 'zh-Hans']);
    // A draft is nobody's reading yet.
    const before = await apiCall<{ list: ArticleSummary[] }>(request, 'GET', '/api-training/mp/article/list', trainee.token, { query: { size: '50' } });
    expect(before.list.map((a) => a.id)).not.toContain(articleId);
    await page.getByRole('button', { name: w.articles.publish, exact: true }).click();
    await expect(page.locator('.console-editor-status').getByText(w.articles.status.published, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.articles.unpublish, exact: true })).toBeVisible();

    // The list shows it published, at a desk's width too.
    await page.goto('/#/pages/console/articles?status=published');
    await expect(page.getByRole('link', { name: new RegExp(title.en) })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.console-nav')).toBeVisible();
    await shot(page, `console-articles-wide-${language}`);
    await page.setViewportSize({ width: 375, height: 812 });

    // ── A trainee finds it in the Knowledge library, in their language ─────────
    const reader = await browser.newPage();
    await signInWithToken(reader, trainee.token, language);
    await reader.goto('/#/pages/webArticle/webArticle');
    const card = reader.getByRole('link', { name: new RegExp(title[language]) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(reader.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
    // …and the console is "not found" to them, as the server answers its routes.
    await reader.goto('/#/pages/console/index');
    await expect(reader.getByText(w.core.errors.pageNotFound, { exact: true })).toBeVisible();
    await expect(reader.getByText(w.overview.today, { exact: true })).toBeHidden();
    await reader.goto('/#/pages/userCenter/index');
    await expect(reader.getByText(w.core.my.privacy, { exact: true })).toBeVisible();
    await expect(reader.getByText(w.entry, { exact: true })).toBeHidden();
    await reader.close();

    // Unpublished, it leaves the library again (and the other journeys' library as it was).
    await page.goto(`/#/pages/console/article?id=${articleId}`);
    await page.getByRole('button', { name: w.articles.unpublish, exact: true }).click();
    await expect(page.locator('.console-editor-status').getByText(w.articles.status.draft, { exact: true })).toBeVisible();
    const after = await apiCall<{ list: ArticleSummary[] }>(request, 'GET', '/api-training/mp/article/list', trainee.token, { query: { size: '50' } });
    expect(after.list.map((a) => a.id)).not.toContain(articleId);

    // ── Feedback from the trainee, answered and marked handled ────────────────
    const feedbackText = `The timer skips a beat ${tag}`;
    const picture = await data<{ path: string }>(
      await request.post('/api-training/mp/training/action/upload?kind=image', { headers: { token: trainee.token }, multipart: { file: { name: 'screen.png', mimeType: 'image/png', buffer: PNG } } }),
    );
    await apiCall(request, 'POST', '/api-training/mp/feedback/submit', trainee.token, { body: { content: feedbackText, contact: 'reader@example.com', images: [picture.path] } });
    await openSection(page, w, 'feedback');
    const item = page.getByRole('article', { name: fill(w.feedback.itemName, { name: `Reader ${tag}` }) });
    await expect(item.getByText(feedbackText)).toBeVisible();
    await expect(item.getByText('reader@example.com')).toBeVisible();
    // The picture opens full screen, and closes.
    await item.getByRole('button', { name: fill(w.feedback.picture, { number: 1 }) }).click();
    const viewer = page.locator('.adm-image-viewer-content');
    await expect(viewer.locator('img')).toHaveAttribute('src', /\/files\/uploads\/\d+\/.+\.png/);
    // antd-mobile's viewer sits in an aria-hidden mask (a visual aid; the picture's alt text is on the page): found by its class.
    await page.locator('.image-preview-close').click();
    await expect(viewer).toBeHidden();
    await shot(page, `console-feedback-${language}`);
    const reply = language === 'en' ? 'Thanks, fixed in the next release.' : '谢谢，下个版本修复。';
    await item.getByLabel(w.feedback.replyLabel, { exact: true }).fill(reply);
    await item.getByRole('button', { name: w.feedback.sendReply, exact: true }).click();
    await expect(page.getByText(w.feedback.replied, { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: w.feedback.tabs.handled, exact: true }).click();
    const handled = page.getByRole('article', { name: fill(w.feedback.itemName, { name: `Reader ${tag}` }) });
    await expect(handled.getByText(reply)).toBeVisible();
    await expect(handled.getByRole('button', { name: w.feedback.reopen, exact: true })).toBeVisible();
    await shot(page, `console-feedback-handled-${language}`);

    // ── VIP granted to the trainee ────────────────────────────────────────────
    await openSection(page, w, 'vip');
    await page.getByLabel(w.vip.mobile, { exact: true }).fill(trainee.mobile);
    await page.getByLabel(w.vip.groupId, { exact: true }).fill('1');
    await page.getByLabel(w.vip.until, { exact: true }).fill('2099-06-30');
    await page.getByRole('button', { name: w.vip.grantSubmit, exact: true }).click();
    await expect(page.getByText(w.vip.granted, { exact: true }).first()).toBeVisible();
    await expect(page.locator('.console-vip-row').filter({ hasText: `Reader ${tag}` })).toBeVisible();
    await shot(page, `console-vip-${language}`);

    // ── The audit log has each of those actions, with before and after ────────
    await openSection(page, w, 'audit');
    const actions = w.audit.actions;
    await expect(page.getByRole('article', { name: actions.vip.grant, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('article', { name: actions.feedback.reply, exact: true }).first()).toBeVisible();
    await page.getByLabel(w.audit.entity, { exact: true }).selectOption('article');
    const published = page.getByRole('article', { name: actions.article.publish, exact: true }).filter({ hasText: `#${articleId}` });
    await expect(published).toBeVisible();
    await expect(published.locator('.console-diff-field').filter({ hasText: 'status' }).locator('.console-diff-after')).toHaveText(new RegExp('"published"'));
    await expect(page.getByRole('article', { name: actions.article.create, exact: true }).filter({ hasText: `#${articleId}` })).toBeVisible();
    await shot(page, `console-audit-${language}`);

    // ── The other sections, each through the screen checks ────────────────────
    await openSection(page, w, 'categories');
    const newCategory = page.locator('.console-card').filter({ has: page.getByRole('heading', { name: w.categories.new }) });
    await newCategory.getByLabel(w.categories.nameEn, { exact: true }).fill(`Mobility ${tag}`);
    await newCategory.getByLabel(w.categories.nameZh, { exact: true }).fill(`灵活性 ${tag}`);
    await newCategory.getByLabel(w.categories.sort, { exact: true }).fill('50');
    await newCategory.getByRole('button', { name: w.categories.create, exact: true }).click();
    // It joins the list; renumbered there, it saves in place.
    const created = page.locator('.console-plain-list > li').filter({ has: page.locator(`input[value="Mobility ${tag}"]`) });
    await expect(created).toBeVisible();
    await expect(newCategory.getByLabel(w.categories.nameEn, { exact: true })).toHaveValue('');
    await created.getByLabel(w.categories.sort, { exact: true }).fill('51');
    await created.getByRole('button', { name: w.core.common.save, exact: true }).click();
    await expect(page.locator('.console-plain-list > li').filter({ has: page.locator(`input[value="Mobility ${tag}"]`) }).getByLabel(w.categories.sort, { exact: true })).toHaveValue('51');
    await shot(page, `console-categories-${language}`);
    await openSection(page, w, 'exercises');
    await expect(page.locator('.console-rows a').first()).toBeVisible();
    await shot(page, `console-exercises-${language}`);
    await page.locator('.console-rows a').first().click();
    await expect(page).toHaveURL(/#\/pages\/console\/exercise\?id=\d+$/);
    await expect(page.getByLabel(w.exerciseForm.nameEn, { exact: true })).not.toHaveValue('');
    await shot(page, `console-exercise-${language}`);
    // Saved through console.exerciseSave (the official shelf), then back to the list.
    await page.getByRole('button', { name: w.core.common.save, exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/console\/exercises$/);
    await openSection(page, w, 'templates');
    await expect(page.locator('.console-rows a').first()).toBeVisible();
    await shot(page, `console-templates-${language}`);
    await page.locator('.console-rows a').first().click();
    await expect(page).toHaveURL(/#\/pages\/console\/template\?id=\d+$/);
    await expect(page.getByRole('button', { name: w.core.common.save, exact: true })).toBeVisible();
    await shot(page, `console-template-${language}`);
    // The official template saves through the editor's own Save (the server lets an operator).
    await page.getByRole('button', { name: w.core.common.save, exact: true }).click();
    await expect(page.getByText(w.core.common.saved, { exact: true }).first()).toBeVisible();
    await openSection(page, w, 'activity');
    await expect(page.getByRole('region', { name: w.activity.tableTitle })).toBeVisible();
    await shot(page, `console-activity-${language}`);
    await openSection(page, w, 'operators');
    // One's own role cannot be revoked here, and the screen says why.
    await expect(page.getByText(w.operators.cannotRevoke.self, { exact: true })).toBeVisible();
    await shot(page, `console-operators-${language}`);
    // The trainee made an operator by their mobile, then revoked.
    await page.getByLabel(w.operators.mobile, { exact: true }).fill(trainee.mobile);
    await page.getByRole('button', { name: w.operators.grant, exact: true }).click();
    const granted = page.locator('.console-operator-row').filter({ hasText: `Reader ${tag}` });
    await expect(granted).toBeVisible();
    await granted.getByRole('button', { name: w.operators.revoke, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.operators.revoke, exact: true }).click();
    await expect(granted).toBeHidden();
    expect((await apiCall<UserDto>(request, 'GET', '/api-training/mp/training/user/getInfo', trainee.token)).isOperator).toBe(false);
  });
}
