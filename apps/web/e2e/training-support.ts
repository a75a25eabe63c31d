import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, body.msg).toBeLessThan(300);
  return body.data;
}

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
