import { E1rmChart, MuscleChart, SessionsPerMonthChart, SessionsPerWeekChart } from '../../features/charts/record-charts.tsx';
import type { Report, ReportCharts } from '../../features/records/report-view.tsx';

/** A month's or a year's report charts, for ReportView (a feature does not draw another feature's charts: the page joins them). */
export function reportCharts(report: Report): ReportCharts {
  return {
    overTime: report.kind === 'month' ? <SessionsPerWeekChart weeks={report.sessionsPerWeek} /> : <SessionsPerMonthChart months={report.months} />,
    muscles: <MuscleChart muscles={report.muscles} />,
    trend: (trend) => <E1rmChart trend={trend} />,
  };
}
