import type { MemberStatistics, TeamsStatistics } from '@repwise/contracts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/coaching/index.ts';
import { Chart } from './chart.tsx';
import { barChartHeight, barOption } from './options.ts';

/** The coach's charts: a member's volume per week and two teams compared. */

/** A member's working-set volume week by week as bars, each with its volume and sets. */
export function WeeklyVolumeChart({ weeks }: { weeks: MemberStatistics['volumeByWeek'] }) {
  const { t } = useI18n();
  const { formatDate, formatNumber, formatVolume } = useFormat();
  const title = t('coaching.member.volumeByWeek');
  const names = weeks.map((w) => t('coaching.member.weekOf', { date: formatDate(w.week) }));
  const texts = weeks.map((w) => t('coaching.member.weekRow', { volume: formatVolume(w.volumeKg), sets: t('coaching.home.sets', { count: w.sets }) }));
  return (
    <Chart
      height={barChartHeight(weeks.length)}
      option={(theme) => barOption({ label: title, categories: names, series: [{ name: title, values: weeks.map((w) => w.volumeKg), texts }] }, theme)}
      table={{
        caption: title,
        columns: [t('records.chart.weekColumn'), t('records.figures.volume'), t('records.figures.sets')],
        rows: weeks.map((w, i) => ({ key: w.week, cells: [names[i] ?? w.week, formatVolume(w.volumeKg), formatNumber(w.sets, 0)] })),
        empty: t('records.chart.noData'),
      }}
    />
  );
}

/** The compared teams' volume and volume per member as bars side by side, each bar naming its team. */
export function CompareTeamsChart({ result }: { result: TeamsStatistics }) {
  const { t } = useI18n();
  const { formatVolume } = useFormat();
  const [first, second] = result.teams;
  const figures = [
    { key: 'volume', name: t('coaching.compare.volume'), of: (team: TeamsStatistics['teams'][number]) => team.volumeKg },
    { key: 'perMember', name: t('coaching.compare.volumePerMember'), of: (team: TeamsStatistics['teams'][number]) => team.volumePerMemberKg },
  ];
  const label = t('coaching.chart.compareLabel', { first: first?.name ?? '', second: second?.name ?? '' });
  const series = result.teams.map((team) => ({ name: team.name, values: figures.map((f) => f.of(team)), texts: figures.map((f) => t('coaching.chart.teamValue', { team: team.name, value: formatVolume(f.of(team)) })) }));
  return (
    <Chart
      height={barChartHeight(figures.length, series.length)}
      option={(theme) => barOption({ label, categories: figures.map((f) => f.name), series }, theme)}
      table={{
        caption: label,
        columns: [t('coaching.chart.team'), ...figures.map((f) => f.name)],
        rows: result.teams.map((team) => ({ key: String(team.id), cells: [team.name, ...figures.map((f) => formatVolume(f.of(team)))] })),
        empty: t('records.chart.noData'),
      }}
    />
  );
}
