import type { BodyDataEntry } from '@repwise/contracts';
import { RecordSection } from '../../features/records/report-parts.tsx';
import { BodyTrend } from '../../features/user/body-trend.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';

/** The owner's weight and waist over the period; nothing when the period has none (or the reader is not the owner). */
export function BodyTrends({ body }: { body: readonly BodyDataEntry[] | null }) {
  const { t } = useI18n();
  const { formatWeight, formatMeasure } = useFormat();
  if (!body || body.length === 0) return null;
  const newestFirst = [...body].sort((a, b) => b.measuredOn.localeCompare(a.measuredOn));
  const latest = newestFirst[0]!;
  return (
    <RecordSection id="records-body" title={t('records.report.body')}>
      <p className="records-row-figure">
        {latest.weight !== null ? `${t('records.report.bodyWeight')} ${formatWeight(latest.weight)}` : ''}
        {latest.weight !== null && latest.waist !== null ? ' · ' : ''}
        {latest.waist !== null ? `${t('records.report.bodyWaist')} ${formatMeasure(latest.waist, t('baseInfo.unitCm'))}` : ''}
      </p>
      <BodyTrend entries={newestFirst} field="weight" describe={formatWeight} label={t('records.report.bodyWeight')} />
      <BodyTrend entries={newestFirst} field="waist" describe={(v) => formatMeasure(v, t('baseInfo.unitCm'))} label={t('records.report.bodyWaist')} />
    </RecordSection>
  );
}
