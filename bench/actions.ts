/**
 * Searching the exercise library with 10,000 exercises (the official catalogue plus custom
 * ones, half of them the searching person's own), beside a bare Fastify JSON route measured
 * in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:actions
 */
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { seedExercises } from './fixtures.ts';
import { fixedAnswerTarget, urlOf, type Target } from './lib.ts';

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const { token, list: path } = await seedExercises(engine, bench);
  const list = `${urlOf(bench.app)}${path}`;
  const headers = { token };
  const targets: Target[] = [
    { name: `search own by English name (${engine})`, options: { url: `${list}&keyword=squat`, headers } },
    { name: `search own by a 2-character Chinese word (${engine})`, options: { url: `${list}&keyword=${encodeURIComponent('深蹲')}`, headers } },
    { name: `filter own by muscle group (${engine})`, options: { url: `${list}&muscleGroup=legs`, headers } },
    { name: `own shelf with its count (${engine})`, options: { url: `${list}&withTotal=true`, headers } },
  ];
  if (engine === 'sqlite') {
    // The ceiling of this harness for an answer that size: the English search's own page,
    // served by a bare route.
    const page = await bench.app.inject({ method: 'GET', url: `${path}&keyword=squat`, headers });
    targets.unshift(await fixedAnswerTarget(`bare route answering a copy of that page (${(page.body.length / 1024).toFixed(1)} KB)`, page.body));
  }
  return targets;
}

await compareOnBothEngines({
  section: 'actions',
  title: 'Exercise library search, 10,000 exercises (4,896 of them the searching person\'s own; first pages of 20)',
  command: 'npm run bench:actions',
  targets: targetsOf,
});
