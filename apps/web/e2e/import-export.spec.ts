import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import core from '../src/i18n/en.json' with { type: 'json' };
import coreZh from '../src/i18n/zh-Hans.json' with { type: 'json' };
import en from '../src/i18n/record-io/en.json' with { type: 'json' };
import zh from '../src/i18n/record-io/zh-Hans.json' with { type: 'json' };
import trainingEn from '../src/i18n/training/en.json' with { type: 'json' };
import trainingZh from '../src/i18n/training/zh-Hans.json' with { type: 'json' };
import screensEn from '../src/i18n/screens/en.json' with { type: 'json' };
import screensZh from '../src/i18n/screens/zh-Hans.json' with { type: 'json' };
import { createTrainee, pickOnWheel, shot, signInWithToken } from './support.ts';

/**
 * Issue 26, the trainee's side: from My to "Import and export", the CSV and JSON exports
 * download, a Strong CSV previews (a cardio row skipped, a name the library does not know
 * waiting for a decision, the unit asked since the file does not say it), the name is mapped
 * (an exercise chosen in English, a new one created in Chinese), the import lands in the month
 * report and the history with its "Imported from Strong" mark, the same file again adds nothing,
 * and read as a Hevy export its header is refused on its line.
 */

const WORDS = {
  en: { ...en.recordIo, my: core.tabs.my, mark: trainingEn.training.history.importedFrom.strong, search: screensEn.exercises.searchPlaceholder, kg: core.units.kg, confirm: 'Confirm' },
  'zh-Hans': { ...zh.recordIo, my: coreZh.tabs.my, mark: trainingZh.training.history.importedFrom.strong, search: screensZh.exercises.searchPlaceholder, kg: coreZh.units.kg, confirm: '确定' },
} as const;

const FILE = path.join(import.meta.dirname, 'fixtures/strong-import.csv');
/** The file's name the library does not know. */
const UNKNOWN = 'Zercher Good Morning Deluxe';
/** What the English journey maps it to: an official exercise. */
const CHOSEN = 'Conventional Deadlift';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** A plural text as i18next picks it: Chinese has one form for every count, its `_other`. */
const plural = <K extends string>(texts: Record<`${K}_one` | `${K}_other`, string>, key: K, language: string, values: Record<string, string | number> & { count: number }) =>
  fill(texts[`${key}_${new Intl.PluralRules(language).select(values.count) === 'one' ? 'one' : 'other'}`], values);
const monthName = (month: string, language: string) => new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

async function downloaded(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await waiting;
  const text = await readFile(await download.path(), 'utf8');
  return { download, text };
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`import and export in ${language}: downloads, a Strong file previewed, mapped and imported into the reports, and not twice`, { tag: '@records' }, async ({ page, request }) => {
    const w = WORDS[language];
    const { token } = await createTrainee(request, `Importer ${language}`);
    await signInWithToken(page, token, language);
    await expect(page).toHaveURL(/Home\/UserClient\/index$/);

    // From My to the screen.
    await page.getByText(w.my, { exact: true }).click();
    await page.getByText(w.entry, { exact: true }).click();
    await expect(page).toHaveURL(/userCenter\/trainingData$/);
    await expect(page.getByRole('heading', { name: w.export.title })).toBeVisible();
    await expect(page.getByText(w.import.howTo.strong)).toBeVisible();
    await shot(page, `import-export-${language}-1-screen`);

    // No training yet: the CSV is its header alone, Strong's columns first.
    const empty = await downloaded(page, w.export.csv);
    expect(empty.download.suggestedFilename()).toMatch(/\.csv$/);
    const emptyLines = empty.text.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
    expect(emptyLines).toHaveLength(1);
    expect(emptyLines[0]).toMatch(/^"?Workout #/);

    // The Strong file: its preview comes at once.
    await page.getByLabel(w.import.chooseFile).setInputFiles(FILE);
    const preview = page.getByRole('region', { name: w.preview.title });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(plural(w.preview, 'trainings', language, { count: 3 }), { exact: false })).toBeVisible();
    await expect(preview.getByText(plural(w.preview, 'skipped', language, { count: 1 }))).toBeVisible();
    await expect(preview.getByText(fill(w.preview.months, { months: `${monthName('2026-09', language)} · ${monthName('2026-10', language)}` }))).toBeVisible();
    // The file does not name its unit: the question is asked, the trainee's kg chosen.
    await expect(preview.getByRole('radiogroup', { name: w.preview.unit }).getByRole('radio', { name: w.kg })).toHaveAttribute('aria-checked', 'true');
    // The unknown name comes first, waiting; the import waits with it.
    const exercises = preview.getByRole('region', { name: w.preview.exercisesTitle });
    const unknown = exercises.getByRole('listitem').filter({ hasText: UNKNOWN });
    await expect(unknown.getByText(w.preview.notMatched)).toBeVisible();
    await expect(exercises.getByRole('listitem').first()).toContainText(UNKNOWN);
    await expect(preview.getByText(plural(w.preview, 'unmatchedHint', language, { count: 1 }))).toBeVisible();
    const importButton = preview.getByRole('button', { name: plural(w.preview, 'import', language, { count: 3 }) });
    await expect(importButton).toBeDisabled();
    await shot(page, `import-export-${language}-2-preview`);

    if (language === 'en') {
      // An exercise of the library, found by name.
      await unknown.getByRole('button', { name: w.preview.choose }).click();
      const picker = page.getByRole('dialog', { name: /^(Choose exercises|选择动作)$/ });
      await picker.getByPlaceholder(w.search).fill(CHOSEN);
      const row = picker.locator('label.action-row').filter({ has: page.locator('.action-row-name').getByText(CHOSEN, { exact: true }) });
      await row.click();
      await expect(row).toHaveClass(/is-checked/);
      await shot(page, `import-export-${language}-3-choose`);
      await picker.getByRole('button', { name: 'Add (1)' }).click();
      await expect(picker).toBeHidden();
      await expect(unknown.getByText(fill(w.preview.match.mapped, { name: CHOSEN }))).toBeVisible();
    } else {
      // A new exercise of one's own: the muscle chosen, the equipment left as the name says (none: "other").
      await unknown.getByRole('button', { name: w.preview.create }).click();
      const sheet = page.getByRole('dialog', { name: fill(w.create.title, { name: UNKNOWN }) });
      await expect(sheet.getByRole('button', { name: w.create.confirm })).toBeDisabled();
      await pickOnWheel(page, sheet.getByRole('button', { name: new RegExp(`^${w.create.muscle}`) }), '腘绳肌', w.confirm);
      await shot(page, `import-export-${language}-3-create`);
      await sheet.getByRole('button', { name: w.create.confirm }).click();
      await expect(sheet).toBeHidden();
      await expect(unknown.getByText(fill(w.preview.match.create, { muscle: '腘绳肌', equipment: '其他' }))).toBeVisible();
    }
    // Everything matched: 2 + 1 bench press sets, the mapped one, 2 squat sets.
    await expect(preview.getByText(plural(w.preview, 'unmatchedHint', language, { count: 1 }))).toBeHidden();
    await expect(preview.getByText(plural(w.preview, 'sets', language, { count: 6 }), { exact: false })).toBeVisible();
    await expect(importButton).toBeEnabled();
    await shot(page, `import-export-${language}-4-mapped`);

    await importButton.click();
    const done = page.getByRole('region', { name: w.done.title });
    await expect(done.getByText(plural(w.done, 'summary', language, { count: 3, sets: 6 }))).toBeVisible();
    await shot(page, `import-export-${language}-5-done`);

    // The export now holds the imported sets.
    const full = await downloaded(page, w.export.csv);
    expect(full.text).toContain('Push A');
    expect(full.text.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean)).toHaveLength(1 + 6);
    const json = await downloaded(page, w.export.json);
    expect(json.download.suggestedFilename()).toMatch(/\.json$/);
    expect(JSON.stringify(JSON.parse(json.text))).toContain('Push B');

    // September's report counts its two imported trainings.
    await done.getByRole('link', { name: fill(w.done.month, { month: monthName('2026-09', language) }) }).click();
    await expect(page).toHaveURL(/monthRecord\?month=2026-09$/);
    await expect(page.locator('section[aria-labelledby="records-totals"] [data-figure="sessions"] .records-tile-value')).toHaveText('2');

    // The history marks where they came from, in the list and on the training's own screen.
    await page.goto('/#/pages/Record/User/recordHome/recordHome');
    const imported = page.locator('section[aria-labelledby="records-all"]').getByRole('link', { name: /Push A/ });
    await expect(imported).toContainText(w.mark);
    await imported.scrollIntoViewIfNeeded();
    await shot(page, `import-export-${language}-6-history`);
    await imported.click();
    await expect(page).toHaveURL(/history\/history\?id=/);
    await expect(page.locator('.history-detail').getByText(w.mark, { exact: true })).toBeVisible();

    // The same file again: every training is there already, nothing would be added.
    await page.goto('/#/pages/userCenter/trainingData');
    await page.getByLabel(w.import.chooseFile).setInputFiles(FILE);
    const again = page.getByRole('region', { name: w.preview.title });
    await expect(again.getByText(plural(w.preview, 'alreadyThere', language, { count: 3 }))).toBeVisible();
    await expect(again.getByText(w.preview.nothingNew)).toBeVisible();
    await expect(again.getByText(plural(w.preview, 'trainings', language, { count: 0 }), { exact: false })).toBeVisible();
    await expect(again.getByRole('button', { name: plural(w.preview, 'import', language, { count: 0 }) })).toBeDisabled();
    await shot(page, `import-export-${language}-7-again`);

    // Read as another app's export, the file's header is refused on its line, in the reader's language, and nothing can be imported.
    await page.getByRole('radio', { name: w.sources.hevy }).click();
    await expect(page.getByText(w.import.howTo.hevy)).toBeVisible();
    const errors = again.getByRole('region', { name: plural(w.preview, 'errorsTitle', language, { count: 1 }) });
    await expect(errors.getByRole('listitem')).toHaveText(language === 'en' ? /^Line 1: / : /^第 1 行：/);
    await expect(again.getByText(w.preview.blockedErrors)).toBeVisible();
    await expect(again.getByRole('radiogroup', { name: w.preview.unit })).toHaveCount(0);
    await shot(page, `import-export-${language}-8-wrong-app`);
  });
}
