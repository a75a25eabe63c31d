import type { TemplateOutput, TemplatePage } from '@repwise/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { data } from './support.ts';

/**
 * Counts what a person would do on the phone: every tap (click) and every text entry (a
 * fill of one field, or one key of the on-screen number pad, which is itself a tap).
 */
export class Taps {
  count = 0;

  async tap(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  async fill(target: Locator, text: string): Promise<void> {
    this.count += 1;
    await target.fill(text);
  }

  /** Keys of the number pad, one tap each. */
  async keys(page: Page, digits: string): Promise<void> {
    const keypad = numberPad(page).getByRole('group', { name: /^(Keypad|键盘)$/ });
    for (const key of digits) await this.tap(keypad.getByRole('button', { name: key, exact: true }));
  }
}

/** Taps that are not counted: the set-up of a test, not a person's work. */
export const untracked = new Taps();

/** A quick chip of the number pad (a usual amount, or a load step). */
export function quickChip(page: Page, text: string): Locator {
  return numberPad(page).getByRole('group', { name: /^(Quick values|常用数值)$/ }).getByRole('button', { name: text, exact: true });
}

export function numberPad(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Number pad|数字键盘)$/ });
}

/** A pattern matching a whole name that starts with `text`, then what `rest` matches. */
export function startingWith(text: string, rest = ''): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);
}

/**
 * A set's value cell, by its accessible name without the value it shows: "Barbell Back Squat,
 * Group 1, set 2: weight" finds "Barbell Back Squat, Group 1, set 2: weight, 100 kg".
 */
export function cell(page: Page, action: string, group: string, set: string, field: 'weight' | 'reps' | 'left weight' | 'right weight'): Locator {
  return page.getByRole('button', { name: startingWith(`${action}, ${group}, set ${set}: ${field}`, ', ') });
}

/** The value shown in a cell, without its unit. */
export function valueOf(target: Locator): Locator {
  return target.locator('.set-cell-value');
}

export function block(page: Page, name: string | RegExp): Locator {
  return page.getByRole('article', { name });
}

/** Picks exercises in the exercise picker by exact name, searching for each. */
export async function pickByName(page: Page, taps: Taps, names: readonly string[], placeholder = 'Search in English or Chinese'): Promise<void> {
  const picker = page.getByRole('dialog', { name: /^(Choose exercises|选择动作)$/ });
  await expect(picker).toBeVisible();
  for (const name of names) {
    await taps.fill(picker.getByPlaceholder(placeholder), name);
    const row = picker.locator('label.action-row').filter({ has: page.locator('.action-row-name').getByText(name, { exact: true }) });
    await taps.tap(row);
    await expect(row).toHaveClass(/is-checked/);
  }
  await taps.tap(picker.getByRole('button', { name: new RegExp(`^(Add \\(${names.length}\\)|添加（${names.length}）)$`) }));
  await expect(picker).toBeHidden();
}

const SERIES = '/api-training/mp/training/actions/series';

export async function officialTemplates(request: APIRequestContext, token: string): Promise<TemplatePage['list']> {
  return (await data<TemplatePage>(await request.get(`${SERIES}/listZt`, { headers: { token, 'Accept-Language': 'en' } }))).list;
}

/** Copies a template into the person's own through the API, as "Copy" does. */
export async function copyTemplate(request: APIRequestContext, token: string, id: number): Promise<TemplateOutput> {
  return data<TemplateOutput>(await request.post(`${SERIES}/copy`, { headers: { token, 'Accept-Language': 'en' }, params: { id: String(id) } }));
}

/** An official template by its English name. */
export async function officialTemplate(request: APIRequestContext, token: string, name: string): Promise<TemplatePage['list'][number]> {
  const official = (await officialTemplates(request, token)).find((t) => t.name === name);
  if (!official) throw new Error(`no official template ${name}`);
  return official;
}

/** A template of one's own, made by copying an official one through the API. */
export async function copyOfficial(request: APIRequestContext, token: string, officialName = 'Full Body Beginner'): Promise<TemplateOutput> {
  return copyTemplate(request, token, (await officialTemplate(request, token, officialName)).id);
}

export async function renameTemplate(request: APIRequestContext, token: string, id: number, name: string): Promise<void> {
  const template = await data<Record<string, unknown>>(await request.get(`${SERIES}/get`, { headers: { token }, params: { id: String(id) } }));
  await data(await request.post(`${SERIES}/modify`, { headers: { token, 'Accept-Language': 'en' }, data: { ...template, name } }));
}

/** After signing in the entry page sends the person home; a deep link waits for that first. */
export async function openWhenHome(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('link', { name: /Training templates|训练模板/ })).toBeVisible();
  await page.goto(path);
}

export function templatePath(id: number): string {
  return `/#/pages/TemplateManage/templateInfo/templateInfo?id=${id}`;
}

/** A template as the server keeps it, read through the API (weights in kg). */
export async function readTemplate(request: APIRequestContext, token: string, id: number): Promise<TemplateOutput> {
  return data<TemplateOutput>(await request.get(`${SERIES}/get`, { headers: { token, 'Accept-Language': 'en' }, params: { id: String(id) } }));
}
