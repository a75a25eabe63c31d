import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import './empty-state.css';

interface EmptyStateProps {
  hint: string;
  /** A way forward, e.g. a button to create the first item. */
  children?: ReactNode;
}

/** Nothing to show yet: the spec's 'No result yet' and what will appear here. */
export function EmptyState({ hint, children }: EmptyStateProps) {
  const { t } = useI18n();
  return (
    <div className="empty-state">
      <ErrorBlock status="empty" title={t('errors.noResult')} description={hint}>
        {children}
      </ErrorBlock>
    </div>
  );
}
