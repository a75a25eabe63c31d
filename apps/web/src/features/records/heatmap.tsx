import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';

interface HeatmapProps {
  month: string;
  onPrevious: () => void;
  /** Absent on the current month: there is nothing after it. */
  onNext?: (() => void) | undefined;
  /** The month's calendar heatmap (the page gives it, drawn by the charts feature). */
  children: ReactNode;
}

/** A month of training days: the month on show, the previous and next one a tap away, and its calendar heatmap. */
export function Heatmap({ month, onPrevious, onNext, children }: HeatmapProps) {
  const { t } = useI18n();
  const { formatMonth } = useFormat();
  return (
    <div className="records-heatmap-wrap">
      <div className="records-switch">
        <button type="button" className="records-switch-button" aria-label={t('records.home.previousMonth')} onClick={onPrevious}>
          <LeftOutline aria-hidden />
        </button>
        <p className="records-switch-title" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button type="button" className="records-switch-button" aria-label={t('records.home.nextMonth')} onClick={onNext} disabled={!onNext}>
          <RightOutline aria-hidden />
        </button>
      </div>
      {children}
    </div>
  );
}
