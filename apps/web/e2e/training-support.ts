import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { data } from './support.ts';

export interface TrainingSummary {
  id: string;
  name: string;
  localDate: string;
  startedAt: string;
  finishedAt: string | null;
  rating: number | null;
  comment: string | null;
  sets: number;
  volumeKg: number;
}

export interface TrainingDetail extends TrainingSummary {
  recorded: { id: string; weightKg: number; reps: number; effort: number | null; completedAt: string }[];
}

/** The person's recorded trainings as the server has them. */
export async function trainingList(request: APIRequestContext, token: string): Promise<TrainingSummary[]> {
  return (await data<{ list: TrainingSummary[] }>(await request.get('/api-training/mp/training/list', { headers: { token } }))).list;
}

export async function trainingDetail(request: APIRequestContext, token: string, id: string): Promise<TrainingDetail> {
  return data<TrainingDetail>(await request.get('/api-training/mp/training/get', { headers: { token }, params: { id } }));
}

/** The official "Full Body Beginner" (13 sets: a warm-up set and three blocks of three, then a plank). */
export const FULL_BODY_ID = 1;

export function startTemplatePath(id: number): string {
  return `/#/pages/TrainingManage/startTraining/startTraining?templateId=${id}`;
}

/** The session id of the training screen on show. */
export function sessionIdOf(page: Page): string {
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id');
  if (!id) throw new Error(`not on a training screen: ${page.url()}`);
  return id;
}

/** Waits for the home after signing in, then opens a deep link. */
export async function openFromHome(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^(Training|训练)$/ })).toBeVisible();
  await page.goto(path);
}

/** Taps "Done as planned" on the next set and skips the rest that follows, `count` times. */
export async function doSetsAsPlanned(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const position = await page.locator('.training-position').textContent();
    await page.locator('.set-row-next').getByRole('button', { name: /^(Done as planned|Done)$/ }).click();
    await expect(page.locator('.training-position')).not.toHaveText(position ?? '');
    await page.getByRole('button', { name: 'Skip rest' }).click();
  }
}

/** Starts the official Full Body Beginner from its start screen and answers the session id. */
export async function startFullBody(page: Page): Promise<string> {
  await openFromHome(page, startTemplatePath(FULL_BODY_ID));
  await page.getByRole('button', { name: 'Start training' }).click();
  await expect(page.getByText('Set 1 of 13')).toBeVisible();
  return sessionIdOf(page);
}

export function trainingPlanPathOf(id: string): string {
  return `/#/pages/TrainingManage/trainingPlan/trainingPlan?id=${id}`;
}
