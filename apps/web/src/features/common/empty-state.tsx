import { ErrorBlock } from 'antd-mobile';
import { useI18n } from '../../i18n/index.ts';
import './empty-state.css';

/** Nothing to show yet: the spec's 'No result yet' and what will appear here. */
export function EmptyState({ hint }: { hint: string }) {
  const { t } = useI18n();
  return (
    <div className="empty-state">
      <ErrorBlock status="empty" title={t('errors.noResult')} description={hint} />
    </div>
  );
}
