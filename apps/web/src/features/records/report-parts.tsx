import type { RecordMonth } from '@repwise/contracts';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { changeOf } from './periods.ts';
import './records.css';

type Totals = { sessions: number; sets: number; volumeKg: number; durationSeconds?: number };

/** A titled card of a record screen. */
export function RecordSection({ title, children, id, className }: { title: string; children: ReactNode; id: string; className?: string }) {
  return (
    <section className={className ? `records-section ${className}` : 'records-section'} aria-labelledby={id}>
      <h2 id={id} className="records-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Sets and volume count working sets…": said wherever sets or volume are shown. */
export function WorkingSetsNote() {
  const { t } = useI18n();
  return <p className="records-note">{t('records.figures.workingNote')}</p>;
}

/**
 * Sessions, working sets, volume (and time) of a period, each with its change against the
 * previous period: "+4 (+50%)", "−1 (−25%)", "same"; "new" when the previous period had none.
 */
export function FigureTiles({ current, previous, compare }: { current: Totals; previous: Totals; compare: string }) {
  const { t } = useI18n();
  const { formatNumber, formatVolume, formatDuration } = useFormat();
  const tiles: { key: string; label: string; value: string; now: number; before: number; show: (n: number) => string }[] = [
    { key: 'sessions', label: t('records.figures.sessions'), value: formatNumber(current.sessions, 0), now: current.sessions, before: previous.sessions, show: (n) => formatNumber(n, 0) },
    { key: 'sets', label: t('records.figures.sets'), value: formatNumber(current.sets, 0), now: current.sets, before: previous.sets, show: (n) => formatNumber(n, 0) },
    { key: 'volume', label: t('records.figures.volume'), value: formatVolume(current.volumeKg), now: current.volumeKg, before: previous.volumeKg, show: formatVolume },
  ];
  if (current.durationSeconds !== undefined && previous.durationSeconds !== undefined) {
    tiles.push({ key: 'time', label: t('records.figures.time'), value: formatDuration(current.durationSeconds), now: current.durationSeconds, before: previous.durationSeconds, show: formatDuration });
  }
  const changeText = (now: number, before: number, show: (n: number) => string) => {
    const change = changeOf(now, before);
    if (Math.abs(change.delta) < 0.005) return t('records.figures.noChange');
    const sign = change.delta > 0 ? '+' : '−';
    const delta = `${sign}${show(Math.abs(change.delta))}`;
    if (change.percent === null) return t('records.figures.changeNew', { delta });
    return t('records.figures.change', { delta, percent: `${change.percent > 0 ? '+' : change.percent < 0 ? '−' : ''}${formatNumber(Math.abs(change.percent), 0)}%` });
  };
  return (
    <dl className="records-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="records-tile" data-figure={tile.key}>
          <dt>{tile.label}</dt>
          <dd className="records-tile-value">{tile.value}</dd>
          <dd className="records-tile-change">
            {changeText(tile.now, tile.before, tile.show)} <span className="records-tile-compare">{compare}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Working sets and volume per muscle group (the chart given by the page), with the rule of counting said on the screen. */
export function MuscleSection({ chart }: { chart: ReactNode }) {
  const { t } = useI18n();
  return (
    <RecordSection id="records-muscles" title={t('records.report.muscles')}>
      <p className="records-note">{t('records.report.musclesNote')}</p>
      {chart}
    </RecordSection>
  );
}

export function TopExercises({ exercises }: { exercises: RecordMonth['topExercises'] }) {
  const { t } = useI18n();
  const { formatVolume } = useFormat();
  if (exercises.length === 0) return null;
  return (
    <RecordSection id="records-top" title={t('records.report.topExercises')}>
      <ol className="records-rows">
        {exercises.map((e) => (
          <li key={e.actionId}>
            <span className="records-row-name">{e.name}</span>
            <span className="records-row-figure">
              {t('records.figures.setsCount', { count: e.sets })} · {formatVolume(e.volumeKg)}
            </span>
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}

/** The e1RM of the main lifts day by day: each lift's first and last figure, and its chart (given by the page). */
export function E1rmTrends({ trends, chart }: { trends: RecordMonth['e1rmTrend']; chart: (trend: RecordMonth['e1rmTrend'][number]) => ReactNode }) {
  const { t } = useI18n();
  const { formatE1rm, formatDate, formatWeight } = useFormat();
  const shown = trends.filter((tr) => tr.points.length > 0);
  if (shown.length === 0) return null;
  return (
    <RecordSection id="records-trend" title={t('records.report.trend')}>
      <ul className="records-trends">
        {shown.map((tr) => {
          const first = tr.points[0]!;
          const last = tr.points[tr.points.length - 1]!;
          return (
            <li key={tr.actionId} className="records-trend">
              <p className="records-trend-head">
                <span className="records-row-name">{tr.name}</span>
              </p>
              <p className="records-row-figure">
                {tr.points.length === 1 ? `${formatE1rm(first.e1rmKg)} · ${formatDate(first.date)}` : t('records.report.trendPoints', { first: formatWeight(first.e1rmKg), last: formatWeight(last.e1rmKg) })}
              </p>
              {chart(tr)}
            </li>
          );
        })}
      </ul>
    </RecordSection>
  );
}

type Pr = RecordMonth['prs'][number];

/** The kinds of personal record the server keeps. */
const PR_KINDS = ['heaviest_weight', 'best_e1rm', 'most_reps', 'best_set_volume'] as const;
type PrKind = (typeof PR_KINDS)[number];
const isPrKind = (kind: string): kind is PrKind => (PR_KINDS as readonly string[]).includes(kind);

/** Personal records of the period: what was beaten, by which set, and the best before it. */
export function PrList({ prs, empty }: { prs: RecordMonth['prs']; empty: string }) {
  const { t } = useI18n();
  const { formatDate, formatWeight, formatVolume } = useFormat();
  const shown = prs.filter((pr) => isPrKind(pr.kind));
  if (shown.length === 0) return <p className="records-quiet">{empty}</p>;
  const valueOf = (kind: PrKind, value: number) => {
    if (kind === 'most_reps') return t('records.report.repsValue', { count: value });
    if (kind === 'best_set_volume') return formatVolume(value);
    return formatWeight(value);
  };
  const reps = (pr: Pr) => (pr.repsRight === null ? String(pr.reps) : `${pr.reps} / ${pr.repsRight}`);
  return (
    <ul className="records-rows">
      {shown.map((pr) => {
        const kind = pr.kind as PrKind;
        return (
          <li key={`${pr.actionId}-${pr.kind}`}>
            <span className="records-row-name">{pr.name}</span>
            <span className="records-pr-value">
              {t('records.report.prValue', { kind: t(`records.report.prKinds.${kind}`), value: valueOf(kind, pr.value) })}
            </span>
            <span className="records-row-figure">
              {t('records.report.prRow', { weight: formatWeight(pr.weightKg), reps: reps(pr), date: formatDate(pr.localDate) })} ·{' '}
              {pr.previous === null ? t('records.report.prFirst') : t('records.report.prBefore', { value: valueOf(kind, pr.previous) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function Compliance({ compliance }: { compliance: RecordMonth['compliance'] }) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  return (
    <RecordSection id="records-compliance" title={t('records.report.compliance')}>
      {compliance.scheduled === 0 ? (
        <p className="records-quiet">{t('records.report.noSchedule')}</p>
      ) : (
        <>
          <p className="records-big">{formatNumber(Math.round((compliance.done / compliance.scheduled) * 100), 0)}%</p>
          <p className="records-row-figure">{t('records.report.complianceRow', { done: compliance.done, scheduled: compliance.scheduled })}</p>
        </>
      )}
    </RecordSection>
  );
}
