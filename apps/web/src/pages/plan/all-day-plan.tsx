import type { PlanSummary } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { AddOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { localToday, gridRange, monthGrid, monthOf, shiftMonth } from '../../features/plans/month-grid.ts';
import { usePlanList } from '../../features/plans/queries.ts';
import { LinkRow, RowCard } from '../../features/plans/rows.tsx';
import { countByStatus } from '../../features/plans/session-counts.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PATHS, planInfoPath } from '../../kit/paths.ts';
import { weekdayLabel } from '../../features/plans/labels.ts';
import './plans.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The days that have at least one session (cancelled ones do not count). */
function busyDays(plans: readonly PlanSummary[]): Set<string> {
  return new Set(plans.flatMap((p) => p.sessions.filter((s) => s.status !== 'cancelled').map((s) => s.date)));
}

function MonthCalendar({ month, chosen, busy, onChoose }: { month: string; chosen: string; busy: ReadonlySet<string>; onChoose: (day: string) => void }) {
  const { t, language } = useI18n();
  const { formatDate, formatMonth } = useFormat();
  const today = localToday();
  return (
    <table className="plan-calendar" aria-label={formatMonth(month)}>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" abbr={weekdayLabel(d, language)}>
              {weekdayLabel(d, language).slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const classes = ['plan-day', monthOf(day) === month ? '' : 'is-other-month', day === today ? 'is-today' : ''].filter(Boolean).join(' ');
              const spoken = formatDate(day, { weekday: true });
              const label = busy.has(day) ? `${spoken}, ${t('plans.calendar.hasSessions')}` : spoken;
              return (
                <td key={day}>
                  <button type="button" className={classes} aria-pressed={day === chosen} aria-label={label} onClick={() => onChoose(day)}>
                    {Number(day.slice(8))}
                    {busy.has(day) && <span className="plan-dot" aria-hidden />}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The coach's month of plans (spec §2 allDayPlan): dots on days with sessions, the chosen day's plans below. */
export function AllDayPlanPage() {
  const { t } = useI18n();
  const { formatDate, formatMonth } = useFormat();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(localToday);
  const [month, setMonth] = useState(() => monthOf(localToday()));
  const range = gridRange(month);
  const plans = usePlanList(range.from, range.to);
  const list = (plans.data?.list ?? []).filter((p): p is PlanSummary => p.kind === 'plan');
  const ofDay = list.map((p) => ({ plan: p, sessions: p.sessions.filter((s) => s.date === chosen) })).filter((x) => x.sessions.length > 0);
  const monthName = formatMonth(month);

  const go = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    setChosen(monthOf(localToday()) === next ? localToday() : `${next}-01`);
  };

  return (
    <PageLayout
      title={t('plans.calendar.title')}
      className="plan-page"
      right={
        <Button fill="none" className="plan-nav-button" aria-label={t('plans.add.title')} onClick={() => void navigate(PATHS.addPlan)}>
          <AddOutline aria-hidden />
        </Button>
      }
    >
      <section className="plan-card plan-month">
        <div className="plan-month-head">
          <button type="button" className="plan-icon-button" aria-label={t('plans.calendar.previous')} onClick={() => go(-1)}>
            <LeftOutline aria-hidden />
          </button>
          <h1 className="plan-month-name" aria-live="polite">
            {monthName}
          </h1>
          <button type="button" className="plan-icon-button" aria-label={t('plans.calendar.next')} onClick={() => go(1)}>
            <RightOutline aria-hidden />
          </button>
        </div>
        <MonthCalendar month={month} chosen={chosen} busy={busyDays(list)} onChoose={setChosen} />
      </section>
      {plans.isError ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <RowCard title={formatDate(chosen, { weekday: true })} empty={plans.isPending ? t('common.loading') : t('plans.calendar.noSessions')}>
          {ofDay.map(({ plan, sessions }) => (
            <LinkRow
              key={plan.id}
              to={planInfoPath(plan.id)}
              title={plan.name}
              detail={t('plans.info.counts', countByStatus(sessions))}
              extra={t(`plans.state.${plan.state}`)}
            />
          ))}
        </RowCard>
      )}
    </PageLayout>
  );
}
