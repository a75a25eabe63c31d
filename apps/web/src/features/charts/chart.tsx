import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
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
  // Hidden to the eye inside a 1 px box: a table will not shrink to one itself, and a full-width
  // table out of the flow would widen the page past the phone's screen.
  return (
    <div className={shown ? undefined : 'visually-hidden'}>
      <table className="chart-table">
        {/* The table's name; on the screen the section's title above says it already. */}
        <caption className="visually-hidden">{table.caption}</caption>
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
    </div>
  );
}

/**
 * Catches a chart that cannot load or draw (its chunk unreachable offline before the service
 * worker cached it, an old chunk after a new release): the screen stays, with the table.
 */
class ChartBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The one way a report screen shows a chart: ECharts loaded on first use (a placeholder of the
 * chart's height holds its place meanwhile), the chart named for screen readers, and its
 * figures as a table beside it, hidden to the eye until "Show as table" is pressed (then the
 * table takes the chart's place until "Show as chart"), always there for a screen reader.
 */
export function Chart({ height, option, table }: ChartProps) {
  const { t, language } = useI18n();
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const placeholder = <div className="chart-placeholder" style={{ height }} />;
  return (
    <div className="chart">
      {asTable || failed ? null : (
        <div className="chart-canvas" style={{ height }}>
          <ChartBoundary onError={() => setFailed(true)}>
            <Suspense fallback={placeholder}>
              <EChart option={option} locale={chartLocale(language)} height={height} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      {table.rows.length === 0 ? (
        <p className="chart-quiet">{table.empty}</p>
      ) : (
        <>
          <ChartTable table={table} shown={asTable || failed} />
          {failed ? null : (
            <button type="button" className="chart-toggle" onClick={() => setAsTable((now) => !now)}>
              {asTable ? t('records.chart.showChart') : t('records.chart.showTable')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
