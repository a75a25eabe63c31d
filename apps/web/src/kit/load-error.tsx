import { ErrorBlock } from 'antd-mobile';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error.ts';
import { useI18n } from '../i18n/index.ts';
import './load-error.css';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed load: a tap anywhere tries again (spec §8, the timed-out connection view). */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useI18n();
  let title = t('errors.connectionTimeout');
  if (error instanceof ApiError && error.status === 404) title = t('errors.dataNotFound');
  else if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) title = error.msg || t('errors.serviceError');
  return (
    <button type="button" className="load-error" onClick={onRetry}>
      <ErrorBlock status="disconnected" title={title} description={null} />
    </button>
  );
}
