import { CheckCircleFill, ClockCircleOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import { useI18n } from '../../i18n/index.ts';

export type RowSync = { state: 'local' } | { state: 'synced' } | { state: 'rejected'; reason: string };

/** Where a recorded row is: saved on this phone, synced, or refused by the server (with why); `short` for a one-line row. */
export function SyncMark({ sync, short = false }: { sync: RowSync; short?: boolean }) {
  const { t } = useI18n();
  if (sync.state === 'synced') {
    return (
      <span className="sync-mark sync-mark-synced">
        <CheckCircleFill aria-hidden /> {t('training.sync.synced')}
      </span>
    );
  }
  if (sync.state === 'rejected') {
    return (
      <span className="sync-mark sync-mark-rejected" role="alert">
        <ExclamationCircleFill aria-hidden /> {t('training.sync.rejected', { reason: sync.reason })}
      </span>
    );
  }
  return (
    <span className="sync-mark sync-mark-local">
      <ClockCircleOutline aria-hidden /> {short ? t('training.sync.localShort') : t('training.sync.local')}
    </span>
  );
}
