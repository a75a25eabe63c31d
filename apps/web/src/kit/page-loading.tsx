import { ASYNC_COMPONENT } from '@repwise/domain';
import { SpinLoading } from 'antd-mobile';
import { useI18n } from '../i18n/index.ts';
import './page-loading.css';

/**
 * Shown while a screen's code or first data is on its way. The spinner shows only after spec
 * §9's 200 ms, so a screen that comes at once never flashes one.
 */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className="page-loading" role="status" aria-label={t('common.loading')}>
      <SpinLoading color="primary" style={{ '--size': '36px', animationDelay: `${ASYNC_COMPONENT.delayMs}ms` }} />
    </div>
  );
}
