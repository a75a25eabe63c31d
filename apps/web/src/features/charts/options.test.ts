import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import { barChartHeight, barOption, calendarHeight, calendarOption, chartLocale, lineOption, type ChartTheme } from './options.ts';

const THEME: ChartTheme = {
  primary: '#b84600', second: '#0b5cad', text: '#333', weak: '#6b6b6b', line: '#e3e5e8', surface: '#fff',
  heat: ['#h0', '#h1', '#h2', '#h3', '#h4'], heatText: '#dark', heatTextOnDark: '#light',
};

type Formatter = (params: { dataIndex: number }) => string;
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** Calls a label formatter the way ECharts does, with the index of the data item. */
const labelOf = (series: { label?: { formatter?: unknown } }, dataIndex: number) => (series.label?.formatter as Formatter)({ dataIndex });

describe('chart options', () => {
  it('take ECharts\u2019 locale from the app\u2019s language', () => {
    expect(chartLocale('en')).toBe('EN');
    expect(chartLocale('zh-Hans')).toBe('ZH');
  });

  it('map bars a category a row, with each figure as the screen writes it and the chart named for screen readers', () => {
    const option = barOption({ label: 'Sessions per week', categories: ['Week of Nov 2', 'Week of Nov 9'], series: [{ name: 'Sessions', values: [2, 0], texts: ['2 sessions', '0 sessions'] }] }, THEME);
    expect(option.aria).toMatchObject({ enabled: true, label: { description: 'Sessions per week' } });
    expect(asList(option.yAxis)[0]).toMatchObject({ type: 'category', inverse: true, data: ['Week of Nov 2', 'Week of Nov 9'] });
    const [series] = asList(option.series) as BarSeriesOption[];
    expect(series).toMatchObject({ type: 'bar', data: [2, 0], itemStyle: { color: THEME.primary } });
    expect(labelOf(series!, 0)).toBe('2 sessions');
    expect(labelOf(series!, 1)).toBe('0 sessions');
    // The longest bar leaves room for its figure; an all-zero chart still has a scale.
    expect(asList(option.xAxis)[0]).toMatchObject({ min: 0, max: 2 * 1.9 });
    expect(barChartHeight(2)).toBeGreaterThan(barChartHeight(1));
    expect(asList(barOption({ label: 'x', categories: ['a'], series: [{ name: 'x', values: [0], texts: ['0'] }] }, THEME).xAxis)[0]).toMatchObject({ max: 1 });
  });

  it('draw two compared series side by side in two colours, each bar with its own text', () => {
    const option = barOption(
      { label: 'Alpha and Bravo', categories: ['Volume', 'Volume per member'], series: [{ name: 'Alpha', values: [800, 400], texts: ['Alpha: 800 kg', 'Alpha: 400 kg'] }, { name: 'Bravo', values: [800, 800], texts: ['Bravo: 800 kg', 'Bravo: 800 kg'] }] },
      THEME,
    );
    const series = asList(option.series) as BarSeriesOption[];
    expect(series.map((s) => s.data)).toEqual([[800, 400], [800, 800]]);
    expect(series.map((s) => (s.itemStyle as { color: string }).color)).toEqual([THEME.primary, THEME.second]);
    expect(labelOf(series[0]!, 1)).toBe('Alpha: 400 kg');
    expect(labelOf(series[1]!, 0)).toBe('Bravo: 800 kg');
    expect(barChartHeight(2, 2)).toBeGreaterThan(barChartHeight(2, 1));
  });

  it('map a trend to a zoomable line, each point with its tooltip text', () => {
    const points = [
      { x: 'Nov 2', value: 58.3, text: 'Nov 2, 2026: 58.3 kg', valueText: '58.3 kg' },
      { x: 'Nov 10', value: 70, text: 'Nov 10, 2026: 70 kg', valueText: '70 kg' },
    ];
    const option = lineOption({ label: 'e1RM of Squat', points }, THEME);
    expect(option.aria).toMatchObject({ label: { description: 'e1RM of Squat' } });
    expect(asList(option.xAxis)[0]).toMatchObject({ type: 'category', data: ['Nov 2', 'Nov 10'] });
    const [series] = asList(option.series) as LineSeriesOption[];
    expect(series).toMatchObject({ type: 'line', data: [58.3, 70] });
    expect(labelOf(series!, 1)).toBe('70 kg');
    expect(asList(option.dataZoom)[0]).toMatchObject({ type: 'inside', xAxisIndex: 0 });
    const tooltip = asList(option.tooltip)[0] as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 1 }])).toBe('Nov 10, 2026: 70 kg');
    // Past eight points the figures are left to the tooltip and the table.
    const many = Array.from({ length: 9 }, (_, i) => ({ x: String(i), value: i, text: String(i), valueText: String(i) }));
    expect(((asList(lineOption({ label: 'x', points: many }, THEME).series)[0] as LineSeriesOption).label as { show: boolean }).show).toBe(false);
  });

  it('map a month to a Monday-first calendar heatmap in the chart\u2019s locale, each day at its heat level', () => {
    const days = [
      { date: '2026-11-01', level: 0 as const, text: 'Nov 1, 2026: no training' },
      { date: '2026-11-02', level: 1 as const, text: 'Nov 2, 2026: 1 session, 3 sets' },
      { date: '2026-11-03', level: 4 as const, text: 'Nov 3, 2026: 2 sessions, 25 sets' },
    ];
    const option = calendarOption({ label: 'Training days of November 2026', month: '2026-11', days, locale: 'ZH' }, THEME);
    expect(asList(option.calendar)[0]).toMatchObject({ range: '2026-11', orient: 'vertical', dayLabel: { firstDay: 1, nameMap: 'ZH' } });
    const [series] = asList(option.series) as HeatmapSeriesOption[];
    expect(series).toMatchObject({ type: 'heatmap', coordinateSystem: 'calendar' });
    expect(series!.data).toEqual([
      { value: ['2026-11-01', 0], label: { color: '#dark' } },
      { value: ['2026-11-02', 1], label: { color: '#dark' } },
      { value: ['2026-11-03', 4], label: { color: '#light' } },
    ]);
    expect(labelOf(series!, 2)).toBe('3');
    expect((asList(option.visualMap)[0] as { pieces: unknown }).pieces).toEqual(THEME.heat.map((color, value) => ({ value, color })));
    const tooltip = asList(option.tooltip)[0] as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ dataIndex: 1 })).toBe('Nov 2, 2026: 1 session, 3 sets');
    expect(calendarHeight(6)).toBeGreaterThan(calendarHeight(5));
  });
});
