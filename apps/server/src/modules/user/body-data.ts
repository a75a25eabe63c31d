import { addDays, localDateIn } from '@repwise/domain';
import type { Kysely, Updateable } from 'kysely';
import type { BodyMeasurementsTable } from '../../db/schema/body-measurements.ts';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { decodeCursor, pageOf, type Page } from '../../platform/keyset.ts';
import type { BodyDataEntry, BodyOutput, QueryOutput } from '@repwise/contracts';

const FIELDS = ['chest', 'waist', 'hip', 'height', 'weight'] as const;

type Row = Pick<BodyMeasurementsTable, 'measured_on' | (typeof FIELDS)[number]>;

const present = (row: Row): BodyDataEntry => ({
  measuredOn: row.measured_on, chest: row.chest, waist: row.waist, hip: row.hip, height: row.height, weight: row.weight,
});

/**
 * Records the values given for one day (another record of that day replaces just those
 * values). When it is the person's latest day, the profile's current values follow.
 */
export async function recordBodyData(db: Kysely<Database>, actor: Actor, input: BodyOutput<'user.bodyData.record'>, now = new Date()): Promise<BodyDataEntry> {
  const given: Updateable<BodyMeasurementsTable> = {};
  for (const field of FIELDS) if (input[field] !== undefined) given[field] = input[field];
  if (Object.keys(given).length === 0) throw badRequest('bodyDataEmpty');
  // The person's own today; a day after it is still today somewhere they may be travelling, later than that is a typing mistake.
  const today = localDateIn(actor.user.timezone, now);
  const day = input.measuredOn ?? today;
  if (day > addDays(today, 1)) throw badRequest('bodyDataFuture');
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('body_measurements')
      .values({ user_id: actor.id, measured_on: day, updated_at: at, ...given })
      .onConflict((oc) => oc.columns(['user_id', 'measured_on']).doUpdateSet({ ...given, updated_at: at }))
      .execute();
    const latest = await trx.selectFrom('body_measurements').select('measured_on').where('user_id', '=', actor.id).orderBy('measured_on', 'desc').limit(1).executeTakeFirstOrThrow();
    if (latest.measured_on === day) await trx.updateTable('users').set({ ...given, updated_at: at }).where('id', '=', actor.id).execute();
    const row = await trx.selectFrom('body_measurements').selectAll().where('user_id', '=', actor.id).where('measured_on', '=', day).executeTakeFirstOrThrow();
    return present(row);
  });
}

/** The caller's own days, newest first: there is no way to name anyone else's. */
export async function bodyDataHistory(db: Kysely<Database>, actor: Actor, query: QueryOutput<'user.bodyData.history'>): Promise<Page<BodyDataEntry>> {
  const after = decodeCursor(query.cursor, ['string']);
  let rows = db.selectFrom('body_measurements').selectAll().where('user_id', '=', actor.id).orderBy('measured_on', 'desc').limit(query.size + 1);
  if (after) rows = rows.where('measured_on', '<', String(after[0]));
  const total = query.withTotal
    ? Number((await db.selectFrom('body_measurements').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', actor.id).executeTakeFirstOrThrow()).n)
    : null;
  return pageOf(await rows.execute(), query.size, (row) => [row.measured_on], (shown) => shown.map(present), total);
}
