import { ErrorBlock } from 'antd-mobile';
import { useI18n } from '../i18n/index.ts';
import './route-error.css';

/** A screen whose code failed to load: a tap reloads the app (spec §8). */
export function RouteError() {
  const { t } = useI18n();
  return (
    <button type="button" className="route-error" onClick={() => window.location.reload()}>
      <ErrorBlock status="disconnected" fullPage title={t('errors.fileError')} description={t('errors.connectionTimeout')} />
    </button>
  );
}
