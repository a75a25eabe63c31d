import { useEffect, useState } from 'react';
import type { LocalSession } from '../../offline/local-db.ts';
import { onTrainingChange } from '../../offline/local-db.ts';
import { unfinishedSessions } from './recorder.ts';

/** The person's sessions on this phone that are started and not finished. */
export function useLocalUnfinished(ownerId: number | null): LocalSession[] {
  const [list, setList] = useState<LocalSession[]>([]);
  useEffect(() => {
    if (ownerId === null) return;
    let live = true;
    const load = () => void unfinishedSessions(ownerId).then((next) => live && setList(next));
    load();
    const off = onTrainingChange(load);
    return () => {
      live = false;
      off();
    };
  }, [ownerId]);
  return list;
}
