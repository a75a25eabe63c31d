import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import { useOnline } from '../kit/use-online.ts';
import { useKnownUser } from '../session/session-store.ts';
import './offline-notice.css';

let waitingCount: Promise<typeof import('../offline/waiting-count.ts')> | null = null;

/** The outbox counter, loaded once (a failed load is tried again next time). */
function loadWaitingCount(): Promise<typeof import('../offline/waiting-count.ts')> {
  waitingCount ??= import('../offline/waiting-count.ts').catch((error: unknown) => {
    waitingCount = null;
    throw error;
  });
  return waitingCount;
}

/**
 * The person's changes waiting on this phone while `ownerId` is given (offline), else 0. The
 * outbox code is not in the shell's first chunk (the phone's database stays out of it): it is
 * loaded once someone is signed in, while there is a network to load it from, and is at hand
 * when the network goes (the service worker would serve it too, but not every phone has one).
 */
function useWaitingChanges(signedIn: number | null, ownerId: number | null): number {
  const [count, setCount] = useState<{ ownerId: number; count: number } | null>(null);
  useEffect(() => {
    if (signedIn !== null) loadWaitingCount().catch(() => undefined);
  }, [signedIn]);
  useEffect(() => {
    if (ownerId === null) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadWaitingCount()
      .then(({ watchWaitingChanges }) => {
        if (!cancelled) stop = watchWaitingChanges(ownerId, (n) => setCount({ ownerId, count: n }));
      })
      // Without the count the notice still says what matters.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ownerId]);
  return ownerId !== null && count?.ownerId === ownerId ? count.count : 0;
}

/**
 * A line at the top of every screen while the phone is offline: training goes on being saved
 * on the phone and syncs later (offline/), everything else waits for the network; with the
 * number of changes waiting to be sent. The live region is always there, so a screen reader
 * announces the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const online = useOnline();
  // Opened offline the session has not loaded the person: the kept copy names them.
  const ownerId = useKnownUser()?.id ?? null;
  const waiting = useWaitingChanges(ownerId, online ? null : ownerId);
  return (
    <div className="offline-notice" role="status">
      {online ? null : (
        <>
          <span>{t('app.offline')}</span>
          {waiting > 0 ? <span className="offline-notice-waiting">{t('app.offlineWaiting', { count: waiting })}</span> : null}
        </>
      )}
    </div>
  );
}
