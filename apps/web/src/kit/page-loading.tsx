import { SpinLoading } from 'antd-mobile';
import { useI18n } from '../i18n/index.ts';
import './page-loading.css';

/** Shown while a screen's code or first data is on its way. */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className="page-loading" role="status" aria-label={t('common.loading')}>
      <SpinLoading color="primary" style={{ '--size': '36px' }} />
    </div>
  );
}
