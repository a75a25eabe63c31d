import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { UserDto } from '@repwise/contracts';
import core from '../src/i18n/en.json' with { type: 'json' };
import coreZh from '../src/i18n/zh-Hans.json' with { type: 'json' };
import en from '../src/i18n/capability-test/en.json' with { type: 'json' };
import zh from '../src/i18n/capability-test/zh-Hans.json' with { type: 'json' };
import records from '../src/i18n/records/en.json' with { type: 'json' };
import recordsZh from '../src/i18n/records/zh-Hans.json' with { type: 'json' };
import { operatorToken } from './operator.ts';
import { apiCall, createTrainee, shot, signInWithToken } from './support.ts';

/**
 * Issue 27 §7, the developer test pages at the spec's paths: an operator opens each from My in
 * both languages (the providers and the browser, the body map with muscles marked, a list sorted
 * by the template editor's drag, the orientation as the window turns, a chart changed and read
 * as a table); a trainee gets "not found" at every one of those addresses.
 */

const WORDS = {
  en: { ...en.capabilityTest, core, chart: { ...en.capabilityTest.chart, ...records.records.chart }, chest: 'Chest', triceps: 'Triceps' },
  'zh-Hans': { ...zh.capabilityTest, core: coreZh, chart: { ...zh.capabilityTest.chart, ...recordsZh.records.chart }, chest: '胸肌', triceps: '肱三头肌' },
} as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const PAGES = ['index', 'youmengSDK', 'BodyCanvas', 'dragItemSort', 'orientationTest', 'echarts'] as const;
const pathOf = (name: (typeof PAGES)[number]) => `/#/pages/CapabilityTestPage/${name}`;

/** The journeys' operator (OPERATOR_MOBILES) with onboarding done, so the app takes them home rather than to the first-login steps. */
async function readyOperator(request: APIRequestContext): Promise<string> {
  const token = await operatorToken(request);
  const user = await apiCall<UserDto>(request, 'GET', '/api-training/mp/training/user/getInfo', token);
  if (user.position === null) await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', token, { body: { position: 1 } });
  if (!user.baseInfoComplete) {
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', token, {
      body: { nickName: 'Operator', age: 40, sex: 1, height: 178, weight: 80, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  }
  expect((await apiCall<UserDto>(request, 'GET', '/api-training/mp/training/user/getInfo', token)).isOperator).toBe(true);
  return token;
}

/** A long-press of 350 ms (held 500 ms here), then a drag by `dy` pixels, with the mouse. */
async function longPressDrag(page: Page, target: Locator, dy: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + 40;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(500);
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x, y + (dy * step) / 10);
  await page.mouse.up();
}

/** The value a fact row of a test page shows. */
const fact = (page: Page, label: string) => page.locator('.capability-fact').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

for (const language of ['en', 'zh-Hans'] as const) {
  test(`an operator opens every developer test page (${language})`, { tag: '@account' }, async ({ page, request }) => {
    const w = WORDS[language];
    const token = await readyOperator(request);
    await signInWithToken(page, token, language);

    // From My to the list of tests.
    await page.getByText(w.core.tabs.my, { exact: true }).click();
    await page.getByText(w.title, { exact: true }).click();
    await expect(page).toHaveURL(/CapabilityTestPage\/index$/);
    const tests = ['youmengSDK', 'BodyCanvas', 'dragItemSort', 'orientationTest', 'echarts'] as const;
    const entry = (name: (typeof tests)[number]) => page.locator('.adm-list-item').filter({ hasText: w.pages[name] });
    for (const name of tests) await expect(entry(name)).toContainText(w.pages[`${name}Hint`]);
    await shot(page, `capability-${language}-0-index`);

    // Providers and browser: the installation as the server names it (or its refusal, shown as such), and this browser.
    await entry('youmengSDK').click();
    await expect(page).toHaveURL(/CapabilityTestPage\/youmengSDK$/);
    const answer = await request.get('/api-training/mp/console/capabilities', { headers: { token } });
    if (answer.ok()) {
      const { data } = (await answer.json()) as { data: { database: 'sqlite' | 'postgres'; storage: 'local' | 's3'; version: string } };
      await expect(fact(page, w.server.database)).toHaveText(w.server.kinds[data.database]);
      await expect(fact(page, w.server.storage)).toHaveText(w.server.kinds[data.storage]);
      await expect(fact(page, w.server.version)).toHaveText(data.version);
    } else {
      // The route answers 404 until the console's capabilities are served: the page offers to try again.
      await expect(page.locator('.capability-card').first().getByRole('button')).toBeVisible();
    }
    const offered = await page.evaluate(() => ({
      serviceWorker: 'serviceWorker' in navigator,
      share: typeof navigator.share === 'function',
      clipboard: typeof navigator.clipboard?.writeText === 'function',
      vibration: typeof navigator.vibrate === 'function',
      camera: typeof navigator.mediaDevices?.getUserMedia === 'function',
    }));
    // This Chromium, served from 127.0.0.1 (a secure context), has a camera call and a clipboard.
    expect(offered.camera && offered.clipboard).toBe(true);
    for (const [row, present] of Object.entries(offered)) await expect(fact(page, w.browser[row as keyof typeof offered])).toHaveText(present ? w.yes : w.no);
    await shot(page, `capability-${language}-1-youmeng`);

    // Body map: chest as primary, triceps as secondary, on the map's two sides.
    await page.goto(pathOf('BodyCanvas'));
    const map = page.getByRole('img').filter({ has: page.locator('.body-map-views') });
    await expect(map.locator('path.is-primary, path.is-secondary')).toHaveCount(0);
    await page.getByRole('button', { name: w.chest, exact: true }).click();
    await page.getByRole('button', { name: w.body.secondary, exact: true }).click();
    await page.getByRole('button', { name: w.triceps, exact: true }).click();
    await expect(page.getByText(fill(w.body.summary, { primary: 1, secondary: 1 }))).toBeVisible();
    await expect(page.getByRole('button', { name: `${w.chest}: ${w.body.primary}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('aria-label', new RegExp(`${w.chest}.*${w.triceps}`));
    await expect(map.locator('path.is-primary').first()).toBeVisible();
    await expect(map.locator('path.is-secondary').first()).toBeVisible();
    await shot(page, `capability-${language}-2-body`);

    // Drag to sort: item A held and dragged below C; then B moved down a place by its button.
    await page.goto(pathOf('dragItemSort'));
    const order = page.getByTestId('sort-order');
    await expect(order).toHaveText(fill(w.drag.order, { order: 'A B C D E F' }));
    const items = page.getByTestId('sort-item');
    const [a, c] = [await items.nth(0).boundingBox(), await items.nth(2).boundingBox()];
    await longPressDrag(page, items.nth(0), c!.y - a!.y + 10);
    await expect(order).toHaveText(fill(w.drag.order, { order: 'B C A D E F' }));
    await expect(page.getByText(fill(w.drag.moved, { name: 'A', from: 1, to: 3 }))).toBeVisible();
    await expect(items.nth(2)).toContainText(fill(w.drag.item, { name: 'A' }));
    await page.getByRole('button', { name: fill(w.drag.down, { name: 'B' }) }).click();
    await expect(order).toHaveText(fill(w.drag.order, { order: 'C B A D E F' }));
    await shot(page, `capability-${language}-3-drag`);

    // Orientation: portrait at 375 × 812, landscape once the window turns; a lock says how it went.
    await page.goto(pathOf('orientationTest'));
    const size = page.locator('[data-fact="size"] dd');
    await expect(size).toHaveText('375 × 812');
    await expect(page.locator('[data-fact="current"] dd')).toHaveText(w.orientation.portrait);
    await page.setViewportSize({ width: 812, height: 375 });
    await expect(size).toHaveText('812 × 375');
    await expect(page.locator('[data-fact="current"] dd')).toHaveText(w.orientation.landscape);
    await expect(page.locator('[data-fact="updates"] dd')).not.toHaveText('0');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(size).toHaveText('375 × 812');
    await page.getByRole('button', { name: w.orientation.lock }).click();
    const lockSaid = page.getByRole('status').filter({ hasText: /\S/ });
    await expect(lockSaid).toHaveText(new RegExp(`^(${[w.orientation.lockUnsupported, fill(w.orientation.lockRefused, { reason: '.+' }), fill(w.orientation.locked, { orientation: w.orientation.portrait })].join('|')})$`));
    await shot(page, `capability-${language}-4-orientation`);

    // Charts: the line drawn, a point added (a wrong value refused first), bars, and the figures as a table.
    await page.goto(pathOf('echarts'));
    const chart = page.locator('.chart-canvas svg');
    await expect(chart).toBeVisible();
    await expect(chart.locator('path').first()).toBeAttached();
    const value = page.getByLabel(w.chart.value);
    await value.fill('abc');
    await page.getByRole('button', { name: w.chart.addPoint }).click();
    await expect(page.getByRole('alert')).toHaveText(w.chart.valueInvalid);
    await value.fill('40');
    await page.getByRole('button', { name: w.chart.addPoint }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByText(w.chart.bar, { exact: true }).click();
    await expect(page.locator('.chart-canvas svg')).toBeVisible();
    await shot(page, `capability-${language}-5-echarts`);
    await page.getByRole('button', { name: w.chart.showTable }).click();
    const rows = page.locator('.chart-table tbody tr');
    await expect(rows).toHaveCount(6);
    await expect(rows.last()).toContainText('40');
    await expect(rows.last().locator('th')).toHaveText(fill(w.chart.point, { n: 6 }));
    await shot(page, `capability-${language}-6-echarts-table`);
  });
}

test('a trainee gets "not found" at every developer test page', { tag: '@account' }, async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Curious');
  await signInWithToken(page, trainee.token, 'en');
  await expect(page).toHaveURL(/UserClient\/index$/);
  for (const name of PAGES) {
    await page.goto(pathOf(name));
    await expect(page.getByText(core.errors.pageNotFound)).toBeVisible();
    await expect(page.locator('.capability-page')).toHaveCount(0);
  }
  // Nor does My lead there.
  await page.getByRole('button', { name: core.common.backHome }).click();
  await page.getByText(core.tabs.my, { exact: true }).click();
  await expect(page.getByText(en.capabilityTest.title, { exact: true })).toHaveCount(0);
});
