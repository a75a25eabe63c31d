import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { Chart } from '../../features/charts/chart.tsx';
import { LINE_CHART_HEIGHT, barChartHeight, barOption, lineOption } from '../../features/charts/options.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { CapabilityPage } from './capability-page.tsx';
import { nextPointValue } from './sample-series.ts';

const SAMPLE = [12, 18, 15, 22, 19] as const;
type Kind = 'line' | 'bar';

/**
 * /pages/CapabilityTestPage/echarts: the report screens' chart (features/charts: ECharts loaded
 * on first use, named for screen readers, "Show as table") over a sample series the operator
 * changes: a point added or taken away, lines or bars.
 */
export function EchartsTestPage() {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const [values, setValues] = useState<readonly number[]>(SAMPLE);
  const [kind, setKind] = useState<Kind>('line');
  const [typed, setTyped] = useState('25');
  const [invalid, setInvalid] = useState(false);

  const title = t('capabilityTest.chart.title');
  const names = values.map((_, i) => t('capabilityTest.chart.point', { n: i + 1 }));
  const texts = values.map((v) => formatNumber(v, 1));
  const add = () => {
    const value = nextPointValue(typed);
    setInvalid(value === null);
    if (value !== null) setValues((now) => [...now, value]);
  };

  return (
    <CapabilityPage title={t('capabilityTest.pages.echarts')}>
      <section className="capability-card" aria-labelledby="capability-chart">
        <h2 id="capability-chart" className="capability-card-title">
          {title}
        </h2>
        <Chart
          // A new kind is a new chart: ECharts merges options, and a line's axes would stay under bars.
          key={kind}
          height={kind === 'line' ? LINE_CHART_HEIGHT : barChartHeight(values.length)}
          option={(theme) =>
            kind === 'line'
              ? lineOption({ label: title, points: values.map((v, i) => ({ x: names[i]!, value: v, text: t('capabilityTest.chart.pointText', { n: i + 1, value: texts[i] }), valueText: texts[i]! })) }, theme)
              : barOption({ label: title, categories: names, series: [{ name: title, values: [...values], texts }] }, theme)
          }
          table={{
            caption: title,
            columns: [t('capabilityTest.chart.pointColumn'), t('capabilityTest.chart.column')],
            rows: values.map((v, i) => ({ key: String(i), cells: [names[i]!, texts[i]!] })),
            empty: t('capabilityTest.chart.empty'),
          }}
        />
      </section>
      <section className="capability-card" aria-label={t('capabilityTest.chart.kind')}>
        <Selector
          aria-label={t('capabilityTest.chart.kind')}
          columns={2}
          value={[kind]}
          onChange={(next) => next[0] && setKind(next[0])}
          options={[
            { label: t('capabilityTest.chart.line'), value: 'line' as const },
            { label: t('capabilityTest.chart.bar'), value: 'bar' as const },
          ]}
        />
        <div className="capability-row">
          <label className="capability-field">
            {t('capabilityTest.chart.value')}
            <input inputMode="decimal" value={typed} aria-invalid={invalid} aria-describedby={invalid ? 'capability-value-error' : undefined} onChange={(e) => setTyped(e.target.value)} />
          </label>
        </div>
        {invalid ? (
          <p id="capability-value-error" className="capability-error" role="alert">
            {t('capabilityTest.chart.valueInvalid')}
          </p>
        ) : null}
        <div className="capability-row">
          <Button color="primary" onClick={add}>
            {t('capabilityTest.chart.addPoint')}
          </Button>
          <Button fill="outline" disabled={values.length === 0} onClick={() => setValues((now) => now.slice(0, -1))}>
            {t('capabilityTest.chart.removePoint')}
          </Button>
        </div>
      </section>
    </CapabilityPage>
  );
}
