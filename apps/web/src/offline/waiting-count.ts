import { onTrainingChange, trainingDb } from './local-db.ts';

/**
 * How many of the person's changes wait in the outbox, now and after every change (this tab's,
 * another tab's, a sync's). Counted as the training screen counts its own ("n saved on this
 * phone, to be sent"): every entry, a refused one included, so the two numbers agree.
 */
export function watchWaitingChanges(ownerId: number, onCount: (count: number) => void): () => void {
  let live = true;
  const read = () => {
    void trainingDb()
      .then((db) => db.countFromIndex('outbox', 'ownerId', ownerId))
      .then((count) => {
        if (live) onCount(count);
      })
      .catch(() => undefined);
  };
  read();
  const off = onTrainingChange(read);
  return () => {
    live = false;
    off();
  };
}
