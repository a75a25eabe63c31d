import { expect, type Page } from '@playwright/test';
import { pickOnWheel } from './support.ts';

/** The AddPlan texts the form is filled by, in one language. */
export interface PlanFormTexts {
  template: RegExp;
  official: string;
  name: string;
  type: RegExp;
  strength: string;
  period: RegExp;
  evening: string;
  startDate: RegExp;
  confirm: string;
}

/**
 * Fills AddPlan's first fields: the first official template (its name and type fill the
 * form), the training name, Strength, Evening and the start date the picker opens on (today,
 * `today` as the form shows it: shownDate).
 */
export async function fillPlanBasics(page: Page, s: PlanFormTexts, name: string, today: string): Promise<void> {
  await page.getByRole('button', { name: s.template }).click();
  const templates = page.getByRole('dialog');
  await templates.getByRole('button', { name: s.official }).click();
  await templates.locator('label.template-row[data-template-id]').first().click();
  await expect(templates).toBeHidden();
  await page.getByLabel(s.name).fill(name);
  await pickOnWheel(page, page.getByRole('button', { name: s.type }), s.strength, s.confirm);
  await pickOnWheel(page, page.getByRole('button', { name: s.period }), s.evening, s.confirm);
  await page.getByRole('button', { name: s.startDate }).click();
  await page.locator('.adm-picker').last().getByText(s.confirm, { exact: true }).click();
  await expect(page.getByRole('button', { name: s.startDate })).toContainText(today);
}
