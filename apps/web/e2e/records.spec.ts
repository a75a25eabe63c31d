import type { TemplateOutput } from '@repwise/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import en from '../src/i18n/records/en.json' with { type: 'json' };
import zh from '../src/i18n/records/zh-Hans.json' with { type: 'json' };
import { FULL_BODY_ID, openFromHome } from './training-support.ts';
import { apiCall, createTrainee, phoneId, shot, shownDate, signInWithToken } from './support.ts';

/**
 * Issue 25 points 1–2, the trainee's side: the History tab (calendar heatmap, this week and
 * this month at a glance, records, the reports' entries, the whole history with search), the
 * month report and the year in review, in both languages, from trainings pushed over two months.
 */

const WORDS = { en: en.records, 'zh-Hans': zh.records } as const;
type Language = keyof typeof WORDS;

const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const pad = (n: number) => String(n).padStart(2, '0');
/** The phone's (and the server's idea of the trainee's) calendar day, as the app reads it. */
const localDate = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
/** The Monday of the phone's week of `at` (the report's weeks start on Monday). */
const mondayOf = (at: Date) => localDate(new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7)));

interface Exercise {
  id: number;
  name: Record<Language, string>;
}

/** Full Body Beginner's first two exercises, named in both languages. */
async function exercises(request: APIRequestContext, token: string): Promise<[Exercise, Exercise]> {
  const template = await apiCall<TemplateOutput>(request, 'GET', '/api-training/mp/training/actions/series/get', token, { query: { id: String(FULL_BODY_ID) } });
  const ids = template.actionsCons.slice(0, 2).map((block) => block.actions[0]!.id);
  const named = await Promise.all(
    ids.map(async (id) => {
      const action = await apiCall<{ nameEn: string; nameZh: string }>(request, 'GET', '/api-training/mp/training/action/get', token, { query: { id: String(id) } });
      return { id, name: { en: action.nameEn, 'zh-Hans': action.nameZh } };
    }),
  );
  return [named[0]!, named[1]!];
}

type SetSpec = [setType: 'normal' | 'warmup' | 'stretch', weightKg: number, reps: number];

/** One training pushed as the phone would: its sets in order, `minutes` long. */
async function pushTraining(request: APIRequestContext, token: string, t: { name: string; day: string; hour: number; minutes: number; actionId: number; sets: SetSpec[] }) {
  const session = phoneId();
  const at = (minute: number) => new Date(`${t.day}T${pad(t.hour)}:00:00`).getTime() + minute * 60_000;
  const ops = [
    { entity: 'session', id: session, rev: 1, op: 'upsert', fields: { name: t.name, startedAt: new Date(at(0)).toISOString(), finishedAt: new Date(at(t.minutes)).toISOString(), timezone: HERE, localDate: t.day } },
    ...t.sets.map(([setType, weightKg, reps], i) => ({
      entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
      fields: { sessionId: session, actionId: t.actionId, blockId: 'b1', groupId: 'g1', setType, side: 'both', weightKg, unit: 'kg', reps, completedAt: new Date(at(i + 1)).toISOString(), localDate: t.day },
    })),
  ];
  await apiCall(request, 'POST', '/api-training/mp/training/sync/push', token, { body: { deviceId: 'records-phone', ops } });
}

/** A figure tile of a section: its value and its change line. */
function tile(page: Page, section: string, figure: 'sessions' | 'sets' | 'volume' | 'time'): { value: Locator; change: Locator } {
  const root = page.locator(`section[aria-labelledby="${section}"] [data-figure="${figure}"]`);
  return { value: root.locator('.records-tile-value'), change: root.locator('.records-tile-change') };
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

for (const language of ['en', 'zh-Hans'] as const) {
  test(`records in ${language}: the History tab's heatmap, month at a glance and search, the month report and the year in review`, { tag: '@records' }, async ({ page, request }) => {
    const w = WORDS[language];
    const kg = (n: string) => (language === 'en' ? `${n} kg` : `${n}公斤`);
    const minutes = (h: number, m: number) => (language === 'en' ? (h ? `${h} h ${m} min` : `${m} min`) : h ? `${h}小时${m}分钟` : `${m}分钟`);
    const { token } = await createTrainee(request, `Records ${language}`);
    const [squat, other] = await exercises(request, token);

    const now = new Date();
    const today = localDate(now);
    const thisMonth = today.slice(0, 7);
    const lastMonthDay = localDate(new Date(now.getFullYear(), now.getMonth() - 1, 10));
    // This month, both today: a warm-up set, 20 kg × 10 and 22.5 kg × 8 in an hour; 25 kg × 5 and a stretch in half an hour.
    await pushTraining(request, token, { name: 'Leg day', day: today, hour: 8, minutes: 60, actionId: squat.id, sets: [['warmup', 10, 10], ['normal', 20, 10], ['normal', 22.5, 8]] });
    await pushTraining(request, token, { name: 'Evening', day: today, hour: 18, minutes: 30, actionId: squat.id, sets: [['normal', 25, 5], ['stretch', 0, 30]] });
    // Last month, the 10th: another exercise, 20 kg × 10 twice in 45 minutes.
    await pushTraining(request, token, { name: 'Push day', day: lastMonthDay, hour: 9, minutes: 45, actionId: other.id, sets: [['normal', 20, 10], ['normal', 20, 10]] });
    // By hand: this month 2 sessions, 3 working sets (warm-up and stretch left out), 20×10 + 22.5×8 + 25×5 = 200 + 180 + 125 = 505 kg, 1 h 30 min;
    // last month 1 session, 2 sets, 400 kg, 45 min: +1 (+100%), +1 (+50%), +105 kg (+26%: 105/400 = 26.25 %), +45 min (+100%).

    await signInWithToken(page, token, language);
    await openFromHome(page, '/#/pages/Record/User/recordHome/recordHome');
    await expect(page.getByRole('heading', { name: w.home.thisMonth, exact: true })).toBeVisible();

    // The heatmap is drawn (an ECharts SVG named for screen readers, today's cell on the light green of
    // three working sets); its table equivalent holds today's two sessions, three sets and 505 kg.
    const calendarName = fill(w.home.calendarTable, { month: new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(now) });
    const calendar = page.locator('section[aria-labelledby="records-calendar"]');
    await expect(calendar.getByRole('img', { name: calendarName }).locator('svg')).toBeVisible();
    await expect(calendar.locator('svg path[fill="#d3f2da"]')).toHaveCount(1);
    const todayRow = new RegExp(`^${shownDate(today, language)} 2 3 ${kg('505')}$`);
    await expect(calendar.getByRole('table', { name: calendarName }).getByRole('row', { name: todayRow })).toBeAttached();
    // The table is for screen readers until "Show as table" is pressed.
    await expect(calendar.getByRole('table', { name: calendarName }).locator('..')).toHaveClass(/visually-hidden/);
    await expect(calendar.getByRole('button', { name: w.chart.showTable })).toBeVisible();

    // This month at a glance, against last month; the working-sets rule said on the screen.
    await expect(tile(page, 'records-month', 'sessions').value).toHaveText('2');
    await expect(tile(page, 'records-month', 'sessions').change).toHaveText(`${fill(w.figures.change, { delta: '+1', percent: '+100%' })} ${w.figures.vsPreviousMonth}`);
    await expect(tile(page, 'records-month', 'sets').value).toHaveText('3');
    await expect(tile(page, 'records-month', 'sets').change).toHaveText(`${fill(w.figures.change, { delta: '+1', percent: '+50%' })} ${w.figures.vsPreviousMonth}`);
    await expect(tile(page, 'records-month', 'volume').value).toHaveText(kg('505'));
    await expect(tile(page, 'records-month', 'volume').change).toHaveText(`${fill(w.figures.change, { delta: `+${kg('105')}`, percent: '+26%' })} ${w.figures.vsPreviousMonth}`);
    await expect(tile(page, 'records-month', 'time').value).toHaveText(minutes(1, 30));
    await expect(tile(page, 'records-month', 'time').change).toHaveText(`${fill(w.figures.change, { delta: `+${minutes(0, 45)}`, percent: '+100%' })} ${w.figures.vsPreviousMonth}`);
    await expect(page.getByText(w.figures.workingNote)).toBeVisible();
    // This week holds today's two trainings.
    await expect(tile(page, 'records-week', 'volume').value).toHaveText(kg('505'));
    // The month's records: 25 kg is the squat's heaviest, its first.
    const prs = page.locator('section[aria-labelledby="records-prs"]');
    await expect(prs.getByText(fill(w.report.prValue, { kind: w.report.prKinds.heaviest_weight, value: kg('25') }))).toBeVisible();
    // Its best e1RM by hand: 25 × (1 + 5/30) = 29.17, above 22.5 × (1 + 8/30) = 28.5 and 20 × (1 + 10/30) = 26.67.
    await expect(prs.getByText(fill(w.report.prValue, { kind: w.report.prKinds.best_e1rm, value: kg('29.2') }))).toBeVisible();
    await shot(page, `records-${language}-1-home`);

    // The whole history, then a search by the squat's name: last month's other exercise drops out.
    const history = page.locator('section[aria-labelledby="records-all"]');
    await expect(history.getByRole('link', { name: /Push day/ })).toBeVisible();
    await history.getByRole('searchbox').or(history.getByPlaceholder(w.home.search)).first().fill(squat.name[language]);
    await expect(history.getByRole('link', { name: /Push day/ })).toBeHidden();
    await expect(history.getByRole('link', { name: /Leg day/ })).toBeVisible();
    await expect(history.getByRole('link', { name: /Evening/ })).toBeVisible();
    await expect(history.getByText(fill(w.home.count_other, { count: 2 }))).toBeVisible();
    await shot(page, `records-${language}-2-search`);

    // The month report: the same totals, sessions per week, the muscles rule.
    await page.getByRole('link', { name: w.home.monthReport }).click();
    await expect(page.getByRole('heading', { name: w.report.totals })).toBeVisible();
    await expect(tile(page, 'records-totals', 'volume').value).toHaveText(kg('505'));
    await expect(tile(page, 'records-totals', 'sets').value).toHaveText('3');
    await expect(page.getByText(w.report.musclesNote)).toBeVisible();
    // The squat's primary muscles take its 3 sets and 505 kg whole, its secondary ones half: 1.5 sets, 252.5 kg,
    // written at the end of their bars, and the same figures in the chart's table.
    const muscles = page.locator('section[aria-labelledby="records-muscles"]');
    await expect(muscles.getByRole('img', { name: w.report.muscles }).locator('svg')).toBeVisible();
    await expect(muscles.locator('svg text', { hasText: fill(w.report.muscleRow_other, { sets: '3', volume: kg('505') }) }).first()).toBeVisible();
    await expect(muscles.locator('svg text', { hasText: fill(w.report.muscleRow_other, { sets: '1.5', volume: kg('252.5') }) }).first()).toBeVisible();
    const muscleTable = muscles.getByRole('table', { name: w.report.muscles });
    await expect(muscleTable.getByRole('row', { name: new RegExp(` 3 ${kg('505')}$`) }).first()).toBeAttached();
    await expect(muscleTable.getByRole('row', { name: new RegExp(` 1.5 ${kg('252.5')}$`) }).first()).toBeAttached();
    // This week's bar says its two sessions; "Show as table" shows the same week's row instead of the chart.
    const perWeek = page.locator('section[aria-labelledby="records-over-time"]');
    const thisWeek = fill(w.report.weekOf, { date: shownDate(mondayOf(now), language) });
    await expect(perWeek.getByRole('img', { name: w.report.perWeek }).locator('svg text', { hasText: fill(w.figures.sessionsCount_other, { count: 2 }) })).toBeVisible();
    await perWeek.getByRole('button', { name: w.chart.showTable }).click();
    await expect(perWeek.getByRole('img')).toHaveCount(0);
    await expect(perWeek.getByRole('table', { name: w.report.perWeek }).getByRole('row', { name: `${thisWeek} 2`, exact: true })).toBeVisible();
    await shot(page, `records-${language}-3-month-table`, { fullPage: false });
    await perWeek.getByRole('button', { name: w.chart.showChart }).click();
    await expect(perWeek.getByRole('img', { name: w.report.perWeek }).locator('svg')).toBeVisible();
    // The month's e1RM trend of the squat is a line chart.
    await expect(page.getByRole('img', { name: fill(w.chart.trendLabel, { name: squat.name[language] }) }).locator('svg')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="records-top"]').getByText(squat.name[language])).toBeVisible();
    await shot(page, `records-${language}-3-month`);

    // Two months back: nothing recorded, a friendly empty state.
    await page.getByRole('button', { name: w.report.previousMonth }).click();
    await expect(tile(page, 'records-totals', 'volume').value).toHaveText(kg('400'));
    await page.getByRole('button', { name: w.report.previousMonth }).click();
    await expect(page.getByText(w.report.empty)).toBeVisible();
    await shot(page, `records-${language}-4-empty-month`);

    // The year in review: this year's trainings (last month's too unless it was last year).
    await page.goto(`/#/pages/Record/User/recordPage/yearRecord?year=${thisMonth.slice(0, 4)}`);
    const sameYear = lastMonthDay.slice(0, 4) === thisMonth.slice(0, 4);
    await expect(tile(page, 'records-totals', 'sessions').value).toHaveText(sameYear ? '3' : '2');
    await expect(tile(page, 'records-totals', 'volume').value).toHaveText(kg(sameYear ? '905' : '505'));
    const perMonth = page.locator('section[aria-labelledby="records-over-time"]');
    await expect(perMonth.getByRole('img', { name: w.report.perMonth }).locator('svg')).toBeVisible();
    const monthName = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(now);
    await expect(perMonth.getByRole('table', { name: w.report.perMonth }).locator('tbody tr')).toHaveCount(12);
    await expect(perMonth.getByRole('table', { name: w.report.perMonth }).getByRole('row', { name: `${monthName} 2`, exact: true })).toBeAttached();
    await shot(page, `records-${language}-5-year`);

    // A chart whose file cannot load (offline before the service worker kept it) leaves the screen, its figures shown as the table.
    const cut = await page.context().newPage();
    await cut.route(/\/assets\/echart-[^/]+\.js$/, (route) => route.abort());
    await cut.goto(`/#/pages/Record/User/recordPage/yearRecord?year=${thisMonth.slice(0, 4)}`);
    const cutMonths = cut.locator('section[aria-labelledby="records-over-time"]');
    await expect(cutMonths.getByRole('table', { name: w.report.perMonth }).getByRole('row', { name: `${monthName} 2`, exact: true })).toBeVisible();
    await expect(cutMonths.getByRole('img')).toHaveCount(0);
    await expect(cutMonths.getByRole('button', { name: w.chart.showChart })).toHaveCount(0);
    await expect(tile(cut, 'records-totals', 'volume').value).toHaveText(kg(sameYear ? '905' : '505'));
    await cut.close();
  });
}
