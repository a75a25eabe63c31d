import type { Data } from '@repwise/contracts';
import { useId, useState } from 'react';
import { daysBefore, daysBetween, localDay, MAX_ACTIVITY_DAYS } from '../../features/console/days.ts';
import { useConsoleActivity } from '../../features/console/queries.ts';
import { Chart } from '../../features/charts/chart.tsx';
import { LINE_CHART_HEIGHT, lineOption } from '../../features/charts/options.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { ConsolePage } from './console-page.tsx';

type ActivityDay = Data<'console.activity'>['days'][number];

/** One role's active people per day as a line, with its figures as a table (the charts feature's one way). */
function RoleChart({ days, role, title }: { days: readonly ActivityDay[]; role: 'coaches' | 'trainees'; title: string }) {
  const { t } = useI18n();
  const { formatDate, formatNumber } = useFormat();
  const points = days.map((d) => ({ x: formatDate(d.day), value: d[role], valueText: formatNumber(d[role], 0), text: t('console.activity.point', { day: formatDate(d.day), count: d[role] }) }));
  return (
    <section className="console-card console-chart" aria-label={title}>
      <h2 className="console-card-title">{title}</h2>
      <Chart
        height={LINE_CHART_HEIGHT}
        option={(theme) => lineOption({ label: title, points }, theme)}
        table={{
          caption: title,
          columns: [t('console.activity.day'), title],
          rows: days.map((d) => ({ key: d.day, cells: [formatDate(d.day), formatNumber(d[role], 0)] })),
          empty: t('console.activity.none'),
        }}
      />
    </section>
  );
}

/** Every day of the range with its active coaches, trainees and people without a role yet. */
function ActivityTable({ days }: { days: readonly ActivityDay[] }) {
  const { t } = useI18n();
  const { formatDate, formatNumber } = useFormat();
  return (
    // A keyboard reaches the box to scroll a table wider than the phone.
    <div className="console-table-box" tabIndex={0} role="region" aria-label={t('console.activity.tableTitle')}>
      <table className="console-table">
        <caption className="visually-hidden">{t('console.activity.tableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.activity.day')}</th>
            <th scope="col">{t('console.activity.coaches')}</th>
            <th scope="col">{t('console.activity.trainees')}</th>
            <th scope="col">{t('console.activity.unchosen')}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(d.day)}</th>
              <td>{formatNumber(d.coaches, 0)}</td>
              <td>{formatNumber(d.trainees, 0)}</td>
              <td>{formatNumber(d.unchosen, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Active coaches and trainees per day over a range (the last 30 days at first), as charts and as a table. */
export function ConsoleActivityPage() {
  const { t } = useI18n();
  const today = localDay();
  const [range, setRange] = useState({ from: daysBefore(today, 29), to: today });
  const ids = { from: useId(), to: useId() };
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const tooLong = valid && daysBetween(range.from, range.to) > MAX_ACTIVITY_DAYS;
  const activity = useConsoleActivity(valid && !tooLong ? range.from : '', range.to);

  let body;
  if (!valid) body = <p className="form-error" role="alert">{t('console.activity.badRange')}</p>;
  else if (tooLong) body = <p className="form-error" role="alert">{t('console.activity.tooLong', { days: MAX_ACTIVITY_DAYS })}</p>;
  else if (activity.data) {
    body = (
      <>
        <div className="console-charts">
          <RoleChart days={activity.data.days} role="coaches" title={t('console.activity.coaches')} />
          <RoleChart days={activity.data.days} role="trainees" title={t('console.activity.trainees')} />
        </div>
        <ActivityTable days={activity.data.days} />
      </>
    );
  } else if (activity.isError) body = <LoadError error={activity.error} onRetry={() => void activity.refetch()} />;
  else body = <PageLoading />;

  return (
    <ConsolePage title={t('console.sections.activity')} section="activity">
      <div className="console-toolbar">
        <div className="console-filter">
          <label htmlFor={ids.from}>{t('console.activity.from')}</label>
          <input id={ids.from} className="console-date" type="date" value={range.from} max={today} onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))} />
        </div>
        <div className="console-filter">
          <label htmlFor={ids.to}>{t('console.activity.to')}</label>
          <input id={ids.to} className="console-date" type="date" value={range.to} max={today} onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))} />
        </div>
      </div>
      {body}
    </ConsolePage>
  );
}
