/**
 * The share pages and their pictures (modules/share-page) beside a bare Fastify JSON route, on
 * SQLite and PostgreSQL: an exercise's page (its index.html-less fallback page with the preview
 * tags), its picture once drawn (kept in the process by ETag), and a picture drawn for every
 * request (the requests go round 300 exercises, more than the process keeps, as a crawler
 * walking many links would). Drawing loads the system's fonts each time (resvg; about 150 ms
 * with fonts-noto-cjk), on libuv's thread pool.
 * Run: npm run bench:share-image
 */
import os from 'node:os';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { insertExercises } from '../apps/server/src/modules/action/repo.ts';
import { exerciseRecord } from '../apps/server/src/modules/action/service.ts';
import { renderPng, shareCardSvg } from '../apps/server/src/modules/share-page/image.ts';
import { newShareCode } from '../apps/server/src/platform/share-code.ts';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/content.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { urlOf, type Figure, type Target } from './lib.ts';

const EXERCISES = 300;

/** Exercises of one person, each with its share code: the codes. */
async function seedSharedExercises(bench: BenchApp): Promise<string[]> {
  await bench.login('13800000001');
  const { db } = bench.app.ctx;
  const owner = await db.selectFrom('users').select('id').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
  const now = new Date();
  const rows = Array.from({ length: EXERCISES }, (_, i) => {
    const model = EXERCISE_CATALOGUE[i % EXERCISE_CATALOGUE.length]!;
    const { columns, facets } = exerciseRecord({ ...model, nameEn: `${model.nameEn} ${i}`, nameZh: `${model.nameZh} ${i}`, videoPath: null, gifPath: null, iconPath: null }, now, owner.id);
    return { row: { ...columns, owner_id: owner.id, official_key: null, share_code: newShareCode(), sort: 0, created_at: now.toISOString() }, facets };
  });
  await db.transaction().execute((trx) => insertExercises(trx, rows));
  return rows.map((r) => r.row.share_code);
}

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const codes = await seedSharedExercises(bench);
  const base = urlOf(bench.app);
  for (const path of [`/s/action/${codes[0]}`, `/s/action/${codes[0]}/image.png`]) {
    const res = await bench.app.inject({ method: 'GET', url: path });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
  }
  let next = 0;
  return [
    { name: `exercise share page, HTML with preview tags (${engine})`, options: { url: `${base}/s/action/${codes[0]}` } },
    { name: `exercise share image, drawn once and kept (${engine})`, options: { url: `${base}/s/action/${codes[0]}/image.png` } },
    {
      name: `exercise share image, drawn for each request, 4 connections (${engine})`,
      // Four at a time, as libuv's thread pool draws them: fifty would only queue (every answer later than the run).
      options: { url: base, connections: 4, requests: [{ setupRequest: (request) => ({ ...request, path: `/s/action/${codes[next++ % codes.length]}/image.png` }) }] },
    },
  ];
}

/** One drawing at a time, in-process, before the load: what a single picture costs here (English, then Chinese text). */
async function drawingAloneMs(language: 'en' | 'zh-Hans', title: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const card = { kind: 'action' as const, kindLabel: 'Exercise', title: `${title} ${i}`, description: title, facts: [{ label: 'Muscles', value: title }] };
    const start = performance.now();
    await renderPng(shareCardSvg(card, language));
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[5]!);
}
const alone = { en: await drawingAloneMs('en', 'Barbell Bench Press'), zh: await drawingAloneMs('zh-Hans', '杠铃卧推') };

const drawn = (figures: Figure[]) => figures.filter((f) => f.name.includes('drawn for each request'));

await compareOnBothEngines({
  section: 'share-image',
  title: `Share pages and images: an exercise's page, its 1200×630 PNG kept after the first drawing, and a PNG drawn for every request (round ${EXERCISES} exercises)`,
  command: 'npm run bench:share-image',
  targets: targetsOf,
  conclusion: (_baseline, figures) => `Load average at the end of the run: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs (other work on the machine counts in every row). One drawing alone (median of 10, before the load): ${alone.en} ms with English text, ${alone.zh} ms with Chinese. Drawing is the cost: ${drawn(figures).map((f) => `${f.requestsPerSecond} pictures/s (p50 ${f.p50Ms} ms)`).join(' and ')} with every request drawn, against the kept picture's rate; `
    + 'the pictures are kept by ETag in the process (the last 64) and answer 304 to a client that has them, chat apps ask for a new link\'s picture a few times, '
    + 'and `SHARE_IMAGES_PER_IP_PER_MINUTE` (120) bounds what one address can make the server draw.',
});
