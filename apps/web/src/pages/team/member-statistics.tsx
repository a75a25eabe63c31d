import type { MemberStatistics } from '@repwise/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WeeklyVolumeChart } from '../../features/charts/coach-charts.tsx';
import { E1rmChart } from '../../features/charts/record-charts.tsx';
import { ComplianceText } from '../../features/coaching/compliance.tsx';
import { useMemberStatistics, type Days } from '../../features/coaching/queries.ts';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/coaching/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { viewMemberPlanInfoPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import '../../features/coaching/coaching.css';

const PERIODS: readonly Days[] = [7, 30, 90];

function Trends({ trends }: { trends: MemberStatistics['e1rmTrends'] }) {
  const { t } = useI18n();
  const { formatE1rm, formatWeight } = useFormat();
  if (trends.length === 0) return <p className="coach-muted">{t('coaching.member.trendsEmpty')}</p>;
  return (
    <>
      {trends.map((trend) => {
        const values = trend.points.map((p) => p.e1rmKg);
        const summary = t('coaching.member.trendSummary', {
          first: formatWeight(values[0] ?? 0),
          last: formatWeight(values.at(-1) ?? 0),
          count: trend.points.length,
          best: formatE1rm(Math.max(...values)),
        });
        return (
          <div key={trend.actionId} className="coach-trend">
            <h3 className="coach-subtitle">{trend.name}</h3>
            <p className="coach-muted">{summary}</p>
            {values.length > 0 && <E1rmChart trend={trend} label={summary} />}
          </div>
        );
      })}
    </>
  );
}

function Records({ prs }: { prs: MemberStatistics['prs'] }) {
  const { t } = useI18n();
  const { formatDate, formatWeight } = useFormat();
  if (prs.length === 0) return <p className="coach-muted">{t('coaching.member.prsEmpty')}</p>;
  return (
    <ul className="coach-plain-list">
      {prs.map((pr) => (
        <li key={`${pr.actionId}-${pr.kind}`}>
          <strong>{pr.name}</strong>
          <span style={{ display: 'block' }}>
            {t('coaching.member.prValue', { kind: t(`coaching.member.kind.${pr.kind}`), value: pr.kind === 'most_reps' ? t('coaching.member.repsValue', { count: pr.value }) : formatWeight(pr.value) })}
          </span>
          <span className="coach-muted" style={{ display: 'block' }}>
            {t('coaching.member.prSet', { weight: formatWeight(pr.weightKg), reps: pr.repsRight === null ? pr.reps : `${pr.reps}/${pr.repsRight}`, date: formatDate(pr.localDate) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BodyData({ entries, hiddenBy }: { entries: MemberStatistics['bodyData']; hiddenBy: string | null }) {
  const { t } = useI18n();
  const { formatDate, formatNumber, formatWeight } = useFormat();
  if (hiddenBy !== null) return <p className="coach-muted">{t('coaching.member.bodyHidden', { name: hiddenBy })}</p>;
  if (entries.length === 0) return <p className="coach-muted">{t('coaching.member.bodyEmpty')}</p>;
  const cm = (value: number | null) => (value === null ? null : t('coaching.member.cm', { value: formatNumber(value) }));
  return (
    <ul className="coach-plain-list">
      {entries.map((e) => (
        <li key={e.measuredOn}>
          <strong>{formatDate(e.measuredOn)}</strong>{' '}
          <span className="coach-muted">
            {[
              e.weight === null ? null : `${t('coaching.member.weight')} ${formatWeight(e.weight)}`,
              e.waist === null ? null : `${t('coaching.member.waist')} ${cm(e.waist)}`,
              e.chest === null ? null : `${t('coaching.member.chest')} ${cm(e.chest)}`,
              e.hip === null ? null : `${t('coaching.member.hip')} ${cm(e.hip)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Statistics({ s, days, onDays }: { s: MemberStatistics; days: Days; onDays: (days: Days) => void }) {
  const { t } = useI18n();
  const { formatDate, formatDuration, formatVolume } = useFormat();
  const attention = s.needsAttention;
  return (
    <>
      <section className="coach-card">
        <h1 className="coach-card-title">{s.member.nickName || t('app.name')}</h1>
        <p className="coach-muted">{t('coaching.member.today', { date: formatDate(s.today) })}</p>
        <p className="coach-attention" role={attention.value ? 'note' : undefined}>
          <strong>{t('coaching.member.attention')}</strong>{' '}
          {attention.value
            ? [attention.missedTwoInARow && t('coaching.member.attentionMissed'), attention.complianceDrop && t('coaching.member.attentionDrop')].filter(Boolean).join(' ')
            : t('coaching.member.attentionOk')}
        </p>
      </section>
      <section className="coach-card" aria-labelledby="member-compliance">
        <h2 id="member-compliance" className="coach-card-title">
          {t('coaching.member.compliance')}
        </h2>
        <table className="coach-table">
          <tbody>
            {s.compliance.map((c) => (
              <tr key={c.days}>
                <th scope="row">{t('coaching.home.days', { count: c.days })}</th>
                <td>
                  <ComplianceText value={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="coach-card" aria-labelledby="member-volume">
        <h2 id="member-volume" className="coach-card-title">
          {t('coaching.member.volumeByWeek')}
        </h2>
        <p className="coach-muted">{t('coaching.member.volumeByWeekHint')}</p>
        <WeeklyVolumeChart weeks={s.volumeByWeek} />
      </section>
      <section className="coach-card" aria-labelledby="member-period">
        <h2 id="member-period" className="coach-card-title">
          {t('coaching.member.period')}
        </h2>
        <div className="coach-segment" role="group" aria-labelledby="member-period">
          {PERIODS.map((d) => (
            <button key={d} type="button" aria-pressed={d === days} onClick={() => onDays(d)}>
              {t('coaching.home.days', { count: d })}
            </button>
          ))}
        </div>
        <h3 className="coach-subtitle">{t('coaching.member.trends')}</h3>
        <p className="coach-muted">{t('coaching.member.trendsHint')}</p>
        <Trends trends={s.e1rmTrends} />
        <h3 className="coach-subtitle">{t('coaching.member.prs')}</h3>
        <Records prs={s.prs} />
      </section>
      <section className="coach-card" aria-labelledby="member-body">
        <h2 id="member-body" className="coach-card-title">
          {t('coaching.member.body')}
        </h2>
        <BodyData entries={s.bodyData} hiddenBy={s.bodyDataHidden ? s.member.nickName || t('app.name') : null} />
      </section>
      <section className="coach-card" aria-labelledby="member-last">
        <h2 id="member-last" className="coach-card-title">
          {t('coaching.member.last')}
        </h2>
        {s.lastTrainings.length === 0 ? (
          <p className="coach-muted">{t('coaching.member.lastEmpty')}</p>
        ) : (
          <ul className="coach-links">
            {s.lastTrainings.map((tr) => (
              <li key={tr.id}>
                <Link className="coach-link-row" to={viewMemberPlanInfoPath(tr.id)}>
                  <strong>{tr.name || t('plans.view.untitled')}</strong>
                  <span className="coach-muted">
                    {[
                      formatDate(tr.localDate),
                      t('coaching.home.duration', { value: formatDuration(tr.durationSeconds) }),
                      t('coaching.home.sets', { count: tr.sets }),
                      t('coaching.home.volume', { value: formatVolume(tr.volumeKg) }),
                    ].join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One member's statistics for their coach (issue 25 §4): everything before a check-in. */
export function MemberStatisticsPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const userId = parseId(query.get('userId'));
  const [days, setDays] = useState<Days>(30);
  const stats = useMemberStatistics(userId, days);
  let body;
  if (userId === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (stats.data) body = <Statistics s={stats.data} days={days} onDays={setDays} />;
  else if (stats.isError) body = <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  else body = <PageLoading />;
  return (
    <PageLayout title={t('coaching.member.title')} className="coach-page">
      {body}
    </PageLayout>
  );
}
