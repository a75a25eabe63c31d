// The ES module build of echarts-for-react/lib/core: the CommonJS one reaches the bundle as its module object, not the component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { ChartLocale, ChartOption, ChartTheme } from './options.ts';
import { echarts } from './setup.ts';
import { readChartTheme } from './theme.ts';

export interface EChartProps {
  option: (theme: ChartTheme) => ChartOption;
  locale: ChartLocale;
  height: number;
}

/** The chart drawn by ECharts (this module and the library load only when a report screen shows a chart). */
export function EChart({ option, locale, height }: EChartProps) {
  const drawn = useMemo(() => option(readChartTheme()), [option]);
  return (
    <ReactEChartsCore
      // A new language is a new chart: ECharts takes its locale only when it starts.
      key={locale}
      echarts={echarts}
      option={drawn}
      notMerge
      opts={{ renderer: 'svg', locale }}
      style={{ height, width: '100%' }}
    />
  );
}
