import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { recordPastTraining } from './backfill.ts';
import { maxWeights } from './max-weight.ts';
import { commentTraining, getTraining, listTrainings, trainingToday } from './service.ts';

/** Recorded training (issue 12) under /api-training/mp/training. */
export function trainingRoutes(serve: Serve, { db }: AppContext): void {
  serve('training.today', async ({ actor, view, query }) => trainingToday(db, actor, view, query.date));
  serve('training.list', async ({ actor, query }) => listTrainings(db, actor, query));
  serve('training.get', async ({ actor, view, query }) => getTraining(db, actor, view, query.id));
  serve('user.maxWeight', async ({ actor, language }) => maxWeights(db, actor, language));
  serve('training.comment', async ({ actor, body }) => commentTraining(db, actor, body.id, body.comment));
  serve('training.backfill', async ({ actor, view, body }) => recordPastTraining(db, actor, view, body));
}
