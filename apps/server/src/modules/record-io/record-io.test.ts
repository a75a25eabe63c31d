import type { ImportResult, RecordMonth, RecordYear } from '@repwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
// The domain's parser fixtures (made to the apps' published layouts, with their quirks), as a trainee would upload them.
import { fixture } from '../../../../../packages/domain/src/import/fixture.ts';

/**
 * Import and export (issue 26) on both engines, through the real routes: a preview writes
 * nothing and names what it cannot match; an import is all or nothing, goes through the sync
 * module (reports, records, history), and a second import of the same file adds nothing;
 * errors name the line in the caller's language; an export imported into a fresh account
 * gives the same report figures.
 */

const MP = '/api-training/mp/record';
const ZH = 'zh-CN';

/**
 * Strong's old layout (semicolons, durations as "1h 5m", weights in the app's unit): two
 * trainings in two months, bench press (Barbell Bench Press in the library) and a name the
 * library does not have. March: 100×5 + 100×5 bench, warm-up 60×10 (not a working set),
 * 3 × 20 kg × 12 of the unknown one = 1000 + 720 = 1720 kg over 5 working sets, 65 minutes.
 * April: 105×5 = 525 kg, 31 minutes.
 */
const STRONG = [
  'Date;Workout Name;Duration;Exercise Name;Set Order;Weight;Reps;Distance;Seconds;Notes;Workout Notes;RPE',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Bench Press (Barbell);W;60;10;;;;"Felt good, 很好";',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Bench Press (Barbell);1;100;5;;;;"Felt good, 很好";8',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Bench Press (Barbell);2;100;5;;;;"Felt good, 很好";',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Zercher Good Morning Deluxe;1;20;12;;;;"Felt good, 很好";',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Zercher Good Morning Deluxe;2;20;12;;;;"Felt good, 很好";',
  '2026-03-03 18:30:00;"Push, heavy";1h 5m;Zercher Good Morning Deluxe;3;20;12;;;;"Felt good, 很好";',
  '',
  '2026-04-07 07:00:00;Bench day;31m;Bench Press (Barbell);1;105;5;;;;;',
  '',
].join('\n');

interface Form {
  file: string | Buffer;
  mapping?: unknown;
  weightUnit?: string;
}

function multipart(form: Form) {
  const boundary = '----repwise-import-test';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(form.mapping === undefined ? '' : field('mapping', JSON.stringify(form.mapping))),
    Buffer.from(form.weightUnit === undefined ? '' : field('weightUnit', form.weightUnit)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof form.file === 'string' ? Buffer.from(form.file) : form.file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importFile(t: TestApp, who: Made, source: string, dryRun: boolean, form: Form, lang?: string) {
  const { payload, headers } = multipart(form);
  const res = await t.app.inject({
    method: 'POST', url: `${MP}/import`, query: { source, dryRun: String(dryRun) }, payload,
    headers: { ...headers, token: who.token, ...(lang ? { 'accept-language': lang } : {}) },
  });
  const body = res.json() as { status: number; msg: string; data: ImportResult };
  return { httpStatus: res.statusCode, ...body };
}

async function exportFile(t: TestApp, who: Made, format: 'csv' | 'json', lang?: string) {
  return t.app.inject({ method: 'GET', url: `${MP}/export`, query: { format }, headers: { token: who.token, ...(lang ? { 'accept-language': lang } : {}) } });
}

async function countRows(t: TestApp, who: Made) {
  const db = t.app.ctx.db;
  const trainings = await db.selectFrom('trainings').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', who.id).executeTakeFirstOrThrow();
  const sets = await db.selectFrom('training_sets').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', who.id).executeTakeFirstOrThrow();
  const exercises = await db.selectFrom('exercises').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', who.id).executeTakeFirstOrThrow();
  return { trainings: Number(trainings.n), sets: Number(sets.n), exercises: Number(exercises.n) };
}

const month = (t: TestApp, who: Made, m: string) => call<RecordMonth>(t, 'GET', `${MP}/user/month`, { token: who.token, query: { month: m } });
const year = (t: TestApp, who: Made, y: number) => call<RecordYear>(t, 'GET', `${MP}/user/year`, { token: who.token, query: { year: String(y) } });

async function benchId(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db.selectFrom('exercises').select('id').where('official_key', '=', 'barbell-bench-press').executeTakeFirstOrThrow();
  return row.id;
}

describe.each(ENGINES)('import and export on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  it('previews without writing: counts, months, and the name the library does not know', async () => {
    const trainee = await makeTrainee(t);
    const preview = await importFile(t, trainee, 'strong', true, { file: STRONG });
    expect(preview.httpStatus).toBe(200);
    expect(preview.data).toMatchObject({ dryRun: true, imported: false, trainings: 2, sets: 7, alreadyThere: 0, firstDate: '2026-03-03', lastDate: '2026-04-07', months: ['2026-03', '2026-04'], errorCount: 0 });
    expect(preview.data.unmatched).toEqual(['Zercher Good Morning Deluxe']);
    expect(preview.data.exercises[0]).toMatchObject({ name: 'Zercher Good Morning Deluxe', sets: 3, actionId: null, match: null });
    expect(preview.data.exercises[1]).toMatchObject({ name: 'Bench Press (Barbell)', sets: 4, actionId: await benchId(t), actionName: 'Barbell Bench Press', match: 'library' });
    // Another app's name for a library exercise, in the reader's language.
    const squat = await importFile(t, trainee, 'strong', true, { file: STRONG.replaceAll('Zercher Good Morning Deluxe', 'Squat (Barbell)') }, ZH);
    expect(squat.data.unmatched).toEqual([]);
    expect(squat.data.exercises.find((e) => e.name === 'Squat (Barbell)')).toMatchObject({ actionName: '杠铃颈后深蹲', match: 'library' });
    expect(await countRows(t, trainee)).toEqual({ trainings: 0, sets: 0, exercises: 0 });
  });

  it('refuses to import while a name is unmatched, and changes nothing', async () => {
    const trainee = await makeTrainee(t);
    const refused = await importFile(t, trainee, 'strong', false, { file: STRONG }, ZH);
    expect(refused.httpStatus).toBe(400);
    expect(refused.msg).toContain('Zercher Good Morning Deluxe');
    expect(refused.msg).toContain('请为以下名称选择动作');
    expect(await countRows(t, trainee)).toEqual({ trainings: 0, sets: 0, exercises: 0 });
  });

  it('imports with a mapping: the trainings are the trainee\'s own, marked imported, and count in the reports; a second import adds nothing', async () => {
    const trainee = await makeTrainee(t);
    const bench = await benchId(t);
    const mapping = [{ name: 'Zercher Good Morning Deluxe', actionId: bench }];
    const done = await importFile(t, trainee, 'strong', false, { file: STRONG, mapping });
    expect(done.httpStatus).toBe(200);
    expect(done.data).toMatchObject({ imported: true, trainings: 2, sets: 7 });
    expect(await countRows(t, trainee)).toEqual({ trainings: 2, sets: 7, exercises: 0 });

    const march = await month(t, trainee, '2026-03');
    expect(march.data).toMatchObject({ sessions: 1, sets: 5, volumeKg: 1720, durationSeconds: 65 * 60, trainingDays: 1 });
    const april = await month(t, trainee, '2026-04');
    expect(april.data).toMatchObject({ sessions: 1, sets: 1, volumeKg: 525, durationSeconds: 31 * 60 });
    expect(april.data.prs.some((pr) => pr.actionId === bench)).toBe(true);

    const history = await call<{ list: { name: string; importedFrom: string | null; localDate: string; comment: string | null }[] }>(t, 'GET', `${MP}/history`, { token: trainee.token });
    expect(history.data.list.map((h) => [h.localDate, h.name, h.importedFrom])).toEqual([['2026-04-07', 'Bench day', 'strong'], ['2026-03-03', 'Push, heavy', 'strong']]);
    expect(history.data.list[1]!.comment).toBe('Felt good, 很好');

    // The same file again: everything is already there, and the answer for the unknown name was kept.
    const again = await importFile(t, trainee, 'strong', true, { file: STRONG });
    expect(again.data).toMatchObject({ trainings: 0, sets: 0, alreadyThere: 2, unmatched: [] });
    expect(again.data.exercises.find((e) => e.name === 'Zercher Good Morning Deluxe')).toMatchObject({ actionId: bench, match: 'remembered' });
    const twice = await importFile(t, trainee, 'strong', false, { file: STRONG });
    expect(twice.httpStatus).toBe(200);
    expect(twice.data).toMatchObject({ imported: true, trainings: 0, alreadyThere: 2 });
    expect(await countRows(t, trainee)).toEqual({ trainings: 2, sets: 7, exercises: 0 });
    expect((await month(t, trainee, '2026-03')).data.volumeKg).toBe(1720);
  });

  it.each([
    ['strong', 'strong-semicolon.csv'], ['strong', 'strong-comma.csv'], ['strong', 'strong-seconds.csv'],
    ['hevy', 'hevy-kg.csv'], ['hevy', 'hevy-lbs.csv'], ['fitnotes', 'fitnotes.csv'],
  ])('imports %s\'s %s through the route as its preview said, and adds nothing the second time', async (source, file) => {
    const trainee = await makeTrainee(t);
    const text = fixture(file);
    const preview = await importFile(t, trainee, source, true, { file: text });
    expect(preview.httpStatus).toBe(200);
    expect(preview.data.errorCount, JSON.stringify(preview.data.errors)).toBe(0);
    expect(preview.data.trainings).toBeGreaterThan(0);
    expect(await countRows(t, trainee)).toEqual({ trainings: 0, sets: 0, exercises: 0 });
    // Every name the library does not know becomes the trainee's own exercise.
    const mapping = preview.data.unmatched.map((name) => ({ name, create: { primaryMuscle: 'chest', equipment: 'barbell' } }));
    const done = await importFile(t, trainee, source, false, { file: text, mapping });
    expect(done.httpStatus).toBe(200);
    expect(done.data).toMatchObject({ imported: true, trainings: preview.data.trainings, sets: preview.data.sets, months: preview.data.months });
    const written = await countRows(t, trainee);
    expect(written).toEqual({ trainings: preview.data.trainings, sets: preview.data.sets, exercises: preview.data.unmatched.length });
    for (const m of preview.data.months) expect((await month(t, trainee, m)).data.sessions).toBeGreaterThan(0);
    const again = await importFile(t, trainee, source, false, { file: text });
    expect(again.data).toMatchObject({ imported: true, trainings: 0, sets: 0, alreadyThere: preview.data.trainings, unmatched: [] });
    expect(await countRows(t, trainee)).toEqual(written);
  });

  it('creates a custom exercise for a name when asked, and maps to no one else\'s', async () => {
    const trainee = await makeTrainee(t);
    const other = await makeTrainee(t);
    const created = await call<{ id: number }>(t, 'POST', '/api-training/mp/training/action/create', {
      token: other.token, body: { nameEn: 'Secret Lift', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'] },
    });
    const foreign = await importFile(t, trainee, 'strong', false, { file: STRONG, mapping: [{ name: 'Zercher Good Morning Deluxe', actionId: created.data.id }] });
    expect(foreign.httpStatus).toBe(400);
    expect(foreign.msg).toContain('Zercher Good Morning Deluxe');
    expect(await countRows(t, trainee)).toEqual({ trainings: 0, sets: 0, exercises: 0 });

    const done = await importFile(t, trainee, 'strong', false, { file: STRONG, mapping: [{ name: 'Zercher Good Morning Deluxe', create: { primaryMuscle: 'glutes', equipment: 'barbell' } }] });
    expect(done.httpStatus).toBe(200);
    const own = await t.app.ctx.db.selectFrom('exercises').select(['name_en', 'primary_muscles']).where('owner_id', '=', trainee.id).execute();
    expect(own).toEqual([{ name_en: 'Zercher Good Morning Deluxe', primary_muscles: '["glutes"]' }]);
    const march = await month(t, trainee, '2026-03');
    expect(march.data.muscles.find((m) => m.muscle === 'glutes')).toMatchObject({ sets: 3, volumeKg: 720 });
  });

  it('names the line it cannot read, in the caller\'s language, and imports nothing from a malformed file', async () => {
    const trainee = await makeTrainee(t);
    const broken = STRONG.replace('2026-03-03 18:30:00;"Push, heavy";1h 5m;Bench Press (Barbell);2;100', '2026-03-03 18:30:00;"Push, heavy";1h 5m;Bench Press (Barbell);2;heavy');
    const preview = await importFile(t, trainee, 'strong', true, { file: broken }, ZH);
    expect(preview.httpStatus).toBe(200);
    expect(preview.data.errorCount).toBe(1);
    expect(preview.data.errors[0]).toMatchObject({ line: 4 });
    expect(preview.data.errors[0]!.message).toMatch(/^第 4 行：.*heavy/);
    const refused = await importFile(t, trainee, 'strong', false, { file: broken, mapping: [{ name: 'Zercher Good Morning Deluxe', actionId: await benchId(t) }] });
    expect(refused.httpStatus).toBe(400);
    expect(refused.msg).toMatch(/Line 4: .*heavy/);
    expect(await countRows(t, trainee)).toEqual({ trainings: 0, sets: 0, exercises: 0 });

    const unknown = await importFile(t, trainee, 'hevy', true, { file: STRONG });
    expect(unknown.data.errors[0]!.message).toMatch(/^Line 1: .*Hevy/);
    for (const bad of [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x14]), '']) {
      const res = await importFile(t, trainee, 'strong', true, { file: bad });
      expect(res.httpStatus).toBe(400);
    }
    const badMapping = await importFile(t, trainee, 'strong', true, { file: STRONG, mapping: 'not a list' });
    expect(badMapping.httpStatus).toBe(400);
  });

  it('exports one\'s own trainings as CSV safe in a spreadsheet and as JSON, and nobody else\'s', async () => {
    const trainee = await makeTrainee(t);
    const stranger = await makeTrainee(t);
    const id = phoneId();
    const push = await call<{ results: { status: string }[] }>(t, 'POST', '/api-training/mp/training/sync/push', {
      token: trainee.token, body: {
        deviceId: 'phone', ops: [
          sessionOp(id, 1, { name: '=HYPERLINK("http://x","y")', startedAt: '2026-03-02T01:00:00.000Z', finishedAt: '2026-03-02T01:45:00.000Z', localDate: '2026-03-02' }),
          setOp(phoneId(), id, 1, { localDate: '2026-03-02', weightKg: 45.359, unit: 'lbs', reps: 5 }),
          setOp(phoneId(), id, 1, { localDate: '2026-03-02', weightKg: 20, reps: 8, repsRight: 7, side: 'left' }),
        ],
      },
    });
    expect(push.data.results.every((r) => r.status === 'applied')).toBe(true);

    const csv = await exportFile(t, trainee, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="repwise-trainings-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Workout #,Date,Workout Name,Duration \(sec\),Exercise Name/);
    expect(lines).toHaveLength(3);
    // The name starts with =: a spreadsheet would run it, so it leaves with an apostrophe.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines[1]).toContain('2026-03-02 09:00:00');

    const json = await exportFile(t, trainee, 'json');
    expect(json.headers['content-type']).toContain('application/json');
    const document = JSON.parse(json.body) as { trainings: { id: string; sets: { weightKg: number; repsRight: number | null }[] }[] };
    expect(document.trainings.map((tr) => tr.id)).toEqual([id]);
    expect(document.trainings[0]!.sets.map((s) => s.weightKg).sort()).toEqual([20, 45.359]);

    const theirs = JSON.parse((await exportFile(t, stranger, 'json')).body) as { trainings: unknown[] };
    expect(theirs.trainings).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `${MP}/export`, query: { format: 'csv' } });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: `${MP}/export`, query: { format: 'xlsx' }, headers: { token: trainee.token } });
    expect(wrong.statusCode).toBe(400);
  });

  it('round trip: an export imported into a fresh account gives the same report figures', async () => {
    const source = await makeTrainee(t);
    const fresh = await makeTrainee(t);
    const bench = await benchId(t);
    await importFile(t, source, 'strong', false, { file: STRONG, mapping: [{ name: 'Zercher Good Morning Deluxe', create: { primaryMuscle: 'glutes', equipment: 'barbell' } }] });
    const id = phoneId();
    await call(t, 'POST', '/api-training/mp/training/sync/push', {
      token: source.token, body: {
        deviceId: 'phone', ops: [
          sessionOp(id, 1, { name: 'Per side', startedAt: '2026-04-20T10:00:00.000Z', finishedAt: '2026-04-20T10:40:00.000Z', localDate: '2026-04-20' }),
          setOp(phoneId(), id, 1, { actionId: bench, localDate: '2026-04-20', weightKg: 22.68, unit: 'lbs', reps: 10, repsRight: 9, side: 'left', effort: 4 }),
          setOp(phoneId(), id, 1, { actionId: bench, localDate: '2026-04-20', weightKg: 10, reps: 15, setType: 'stretch' }),
        ],
      },
    });
    const csv = (await exportFile(t, source, 'csv')).body;
    const preview = await importFile(t, fresh, 'strong', true, { file: csv });
    expect(preview.data.unmatched).toEqual(['Zercher Good Morning Deluxe']);
    const done = await importFile(t, fresh, 'strong', false, { file: csv, mapping: [{ name: 'Zercher Good Morning Deluxe', create: { primaryMuscle: 'glutes', equipment: 'barbell' } }] });
    expect(done.httpStatus).toBe(200);
    for (const m of ['2026-03', '2026-04']) {
      const [a, b] = [(await month(t, source, m)).data, (await month(t, fresh, m)).data];
      const figures = (r: RecordMonth) => ({
        sessions: r.sessions, sets: r.sets, volumeKg: r.volumeKg, durationSeconds: r.durationSeconds, trainingDays: r.trainingDays, days: r.days,
        muscles: r.muscles.map((x) => [x.muscle, x.sets, x.volumeKg]), top: r.topExercises.map((x) => [x.name, x.sets, x.volumeKg]), prs: r.prs.map((p) => [p.name, p.kind, p.value, p.localDate]),
      });
      expect(figures(b)).toEqual(figures(a));
    }
    const [ya, yb] = [(await year(t, source, 2026)).data, (await year(t, fresh, 2026)).data];
    expect(yb.months).toEqual(ya.months);
  });
});
