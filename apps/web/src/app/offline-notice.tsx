import { useI18n } from '../i18n/index.ts';
import { useOnline } from '../kit/use-online.ts';
import './offline-notice.css';

/**
 * A line at the top of every screen while the phone is offline. The live region is always
 * there, so a screen reader announces the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <div className="offline-notice" role="status">
      {online ? null : t('app.offline')}
    </div>
  );
}
