import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { chartLocale, type ChartOption, type ChartTheme } from './options.ts';
import './charts.css';

const EChart = lazy(() => import('./echart.tsx').then((m) => ({ default: m.EChart })));

/** A chart's figures as a table: a row a bar, point or day, the first cell naming it. */
export interface ChartTableData {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
  /** Said instead of the table when it has no row. */
  empty: string;
}

export interface ChartProps {
  height: number;
  /** The option for the page's colours, built with the pure builders of options.ts (which name the chart for screen readers). */
  option: (theme: ChartTheme) => ChartOption;
  table: ChartTableData;
}

function ChartTable({ table, shown }: { table: ChartTableData; shown: boolean }) {
  return (
    <table className={shown ? 'chart-table' : 'chart-table visually-hidden'}>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The one way a report screen shows a chart: ECharts loaded on first use (a placeholder of the
 * chart's height holds its place meanwhile), the chart named for screen readers, and its
 * figures as a table beside it, hidden to the eye until "Show as table" is pressed, always
 * there for a screen reader.
 */
export function Chart({ height, option, table }: ChartProps) {
  const { t, language } = useI18n();
  const [asTable, setAsTable] = useState(false);
  const placeholder = <div className="chart-placeholder" style={{ height }} />;
  return (
    <div className="chart">
      {asTable ? null : (
        <div className="chart-canvas" style={{ height }}>
          <Suspense fallback={placeholder}>
            <EChart option={option} locale={chartLocale(language)} height={height} />
          </Suspense>
        </div>
      )}
      {table.rows.length === 0 ? (
        <p className="chart-quiet">{table.empty}</p>
      ) : (
        <>
          <ChartTable table={table} shown={asTable} />
          <button type="button" className="chart-toggle" aria-pressed={asTable} onClick={() => setAsTable((now) => !now)}>
            {t('records.chart.showTable')}
          </button>
        </>
      )}
    </div>
  );
}
