/**
 * A 5 MB export imported (issue 26, acceptance 3: under 10 s), on SQLite and PostgreSQL: a
 * Strong export in its newer layout (pounds with float noise, warm-ups, notes), about
 * 50,000 sets over four years, sent as a phone sends it (multipart over HTTP) to a fresh
 * account. Baseline in the same run: reading the file alone (the domain's parser), so the
 * ratio says what matching, checking and writing add. Also timed: the preview (dry run) and
 * the same file again (adds nothing). Medians of BENCH_ROUNDS rounds, a fresh account each.
 * Run: npm run bench:import   (BENCH_IMPORT_MB=5 BENCH_ROUNDS=3)
 */
import os from 'node:os';
import { addDays, parseImport } from '@repwise/domain';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { startBenchApp } from './engines.ts';
import { urlOf, writeSection } from './lib.ts';

const MEGABYTES = Number(process.env.BENCH_IMPORT_MB ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];

const WORKOUTS = [
  { name: 'Push, heavy', exercises: ['Bench Press (Barbell)', 'Barbell Overhead Press', 'Chest Dip'] },
  { name: 'Pull', exercises: ['Barbell Bent-Over Row', 'Pull-Up', 'Barbell Curl'] },
  { name: 'Legs 腿', exercises: ['Barbell Back Squat', 'Romanian Deadlift', 'Leg Press'] },
];

/** Strong's newer layout, oldest first, until the file reaches `megabytes`; answers the file and its size in sets. */
function strongExport(megabytes: number): { csv: string; sets: number; trainings: number } {
  const header = 'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (lbs),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes';
  const lines = [header];
  let bytes = header.length;
  let sets = 0;
  let day = '2022-01-03';
  let n = 0;
  while (bytes < megabytes * 1024 * 1024) {
    n += 1;
    const workout = WORKOUTS[n % WORKOUTS.length]!;
    const date = `${day} 18:${String(n % 60).padStart(2, '0')}:00`;
    for (const exercise of workout.exercises) {
      const rows = [`W,${(95.3 + (n % 7) * 0.1).toFixed(13)},10`, ...[1, 2, 3, 4, 5].map((i) => `${i},${135 + (n % 20) * 5 + 0.00000000001},${8 - (i % 3)}`)];
      for (const row of rows) {
        const [order, weight, reps] = row.split(',');
        const line = `${n},${date},"${workout.name}",${3600 + (n % 900)},${exercise},${order},${weight},${reps},${n % 4 === 0 ? '8.5' : ''},,,"${n % 5 === 0 ? 'felt strong, 状态好' : ''}","week ${Math.ceil(n / 3)}"`;
        lines.push(line);
        bytes += line.length + 1;
        sets += 1;
      }
    }
    day = addDays(day, n % 3 === 0 ? 3 : 2);
  }
  return { csv: `${lines.join('\n')}\n`, sets, trainings: n };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function main() {
  const file = strongExport(MEGABYTES);
  const sizeMb = Buffer.byteLength(file.csv) / 1024 / 1024;
  console.log(`file: ${sizeMb.toFixed(2)} MB, ${file.trainings} trainings, ${file.sets} sets`);
  const rows: string[] = [];
  for (const engine of ENGINES) {
    const bench = await startBenchApp(engine);
    const figures = { parse: [] as number[], dry: [] as number[], wet: [] as number[], again: [] as number[] };
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        figures.parse.push((await timed(async () => parseImport('strong', file.csv, { defaultUnit: 'kg' }))).ms);
        const token = await bench.login(`139${String(Date.now()).slice(-6)}${round}${engine.length}`.slice(0, 11));
        const send = async (dryRun: boolean) => {
          const form = new FormData();
          form.set('file', new Blob([file.csv], { type: 'text/csv' }), 'strong.csv');
          const res = await fetch(`${urlOf(bench.app)}/api-training/mp/record/import?source=strong&dryRun=${dryRun}`, { method: 'POST', body: form, headers: { token } });
          const body = (await res.json()) as { status: number; msg: string; data: { trainings: number; sets: number; alreadyThere: number; unmatched: string[] } };
          if (res.status !== 200) throw new Error(`import answered ${res.status}: ${body.msg}`);
          return body.data;
        };
        const dry = await timed(() => send(true));
        if (dry.value.unmatched.length > 0) throw new Error(`unmatched names: ${dry.value.unmatched.join(', ')}`);
        const wet = await timed(() => send(false));
        if (wet.value.sets !== file.sets || wet.value.trainings !== file.trainings) throw new Error(`imported ${wet.value.trainings} trainings, ${wet.value.sets} sets`);
        const again = await timed(() => send(false));
        if (again.value.trainings !== 0 || again.value.alreadyThere !== file.trainings) throw new Error('the second import added something');
        figures.dry.push(dry.ms);
        figures.wet.push(wet.ms);
        figures.again.push(again.ms);
        console.log(`${engine} round ${round + 1}: parse ${figures.parse.at(-1)!.toFixed(0)} ms, dry run ${dry.ms.toFixed(0)} ms, import ${wet.ms.toFixed(0)} ms, again ${again.ms.toFixed(0)} ms`);
      }
    } finally {
      await bench.close();
    }
    const parse = median(figures.parse);
    const wet = median(figures.wet);
    rows.push(`| ${engine} | ${Math.round(parse)} | ${Math.round(median(figures.dry))} | ${Math.round(wet)} | ${Math.round(median(figures.again))} | ${(wet / parse).toFixed(1)} | ${Math.round(file.sets / (wet / 1000))} | ${wet < 10_000 ? 'yes' : 'no'} |`);
  }
  const body = [
    '## Import of a 5 MB export (issue 26)',
    '',
    `Command: \`npm run bench:import\` (${ROUNDS} rounds, medians; a fresh account each round; the file sent as multipart over HTTP to a listening server in the same process; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).`,
    `File: a Strong export in its newer layout, ${sizeMb.toFixed(2)} MB, ${file.trainings} trainings, ${file.sets} sets (pounds with float noise, warm-ups, RPE, notes with commas and Chinese).`,
    'Baseline: reading the same file with the domain parser alone, in the same run.',
    '',
    '| engine | parse alone ms (baseline) | preview (dry run) ms | import ms | same file again ms | import ÷ parse | sets/s imported | under 10 s |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeSection('import', body);
  console.log(body);
}

await main();
