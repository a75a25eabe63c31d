import { useI18n } from '../../i18n/index.ts';

export interface ComplianceFigures {
  scheduled: number;
  done: number;
  rate: number | null;
}

/** A compliance as a percentage with its counts ("67% · 2 of 3"), or that nothing was scheduled. */
export function ComplianceText({ value }: { value: ComplianceFigures }) {
  const { t } = useI18n();
  if (value.rate === null || value.scheduled === 0) return <>{t('coaching.compliance.none')}</>;
  return (
    <>
      <strong>{t('coaching.compliance.rate', { rate: Math.round(value.rate * 100) })}</strong>{' '}
      <span className="coach-muted">{t('coaching.compliance.ofScheduled', { done: value.done, scheduled: value.scheduled })}</span>
    </>
  );
}
