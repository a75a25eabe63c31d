import { E1RM_FORMULA, MONTH_FIGURES } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { rebuildAll } from '../modules/progress/index.ts';
import { recordSeeded, seededDigest } from './seed-state.ts';

/**
 * Which figures the report tables hold. Change the suffix when what a rollup or record counts
 * changes: the next start rebuilds them all.
 */
const FIGURES_VERSION = `${E1RM_FORMULA}/${MONTH_FIGURES}/2`;

/**
 * The report figures (modules/progress) are rebuilt from the recorded sets once per version:
 * on the first start after the upgrade that adds them (trainings recorded before have no
 * rollups and no records yet) and after a formula change. Writes keep them up to date after
 * that; `npm run rebuild:rollups` does the same by hand.
 */
export async function rebuildFiguresOnce(db: Kysely<Database>): Promise<void> {
  if ((await seededDigest(db, 'figures')) === FIGURES_VERSION) return;
  await rebuildAll(db);
  await recordSeeded(db, 'figures', FIGURES_VERSION, new Date());
}
