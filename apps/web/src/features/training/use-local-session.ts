import { useEffect, useState } from 'react';
import { onTrainingChange } from '../../offline/local-db.ts';
import { readSession } from './recorder.ts';

export type SessionData = Awaited<ReturnType<typeof readSession>>;

/** A session, its sets and its unsent ops as this phone has them, read again on every change (this tab's or another's). */
export function useLocalSession(id: string): SessionData | undefined {
  const [data, setData] = useState<SessionData | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const load = () => void readSession(id).then((next) => live && setData(next));
    load();
    const off = onTrainingChange(load);
    return () => {
      live = false;
      off();
    };
  }, [id]);
  return data;
}

/** The clock, ticking every `ms` while mounted. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
