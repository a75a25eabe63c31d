import type { Language } from '@repwise/domain';
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, CalendarComponentOption, DataZoomComponentOption, GridComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The pure half of the charts: data in, ECharts option out, no DOM and no ECharts code (types
 * only), so each mapping is unit-tested and the library itself stays in the lazy chunk.
 * Every figure arrives formatted (the screens' own words and units); the options only place it.
 */

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | HeatmapSeriesOption | AriaComponentOption | CalendarComponentOption | DataZoomComponentOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

/** ECharts' built-in locales (both ship in echarts/core): tooltips, the aria text and the calendar's weekday names. */
export type ChartLocale = 'EN' | 'ZH';

export function chartLocale(language: Language): ChartLocale {
  return language === 'zh-Hans' ? 'ZH' : 'EN';
}

/** The colours a chart is painted with, read from the page's CSS variables (theme.ts). */
export interface ChartTheme {
  primary: string;
  /** A second series beside the first (two teams compared). */
  second: string;
  text: string;
  weak: string;
  /** Axis and grid lines. */
  line: string;
  /** The card behind the chart: the gaps between the calendar's days. */
  surface: string;
  /** Heat levels 0 (no training) to 4. */
  heat: readonly [string, string, string, string, string];
  /** A day's number on the light levels and on the dark ones. */
  heatText: string;
  heatTextOnDark: string;
}

/** Every chart says what it shows to a screen reader in the page's words (ECharts' aria puts it on the chart as role img). */
function aria(label: string): AriaComponentOption {
  return { enabled: true, label: { enabled: true, description: label } };
}

const FONT_SIZE = 12;

export interface BarSeries {
  name: string;
  values: readonly number[];
  /** Each value as the screen writes it, shown at the end of its bar (with the series' name when two are compared). */
  texts: readonly string[];
}

export interface BarsInput {
  /** What the chart shows, for screen readers. */
  label: string;
  /** One row a category, top to bottom. */
  categories: readonly string[];
  /** One series, or one a team when two are compared. */
  series: readonly BarSeries[];
}

const BAR_THICKNESS = 14;
/** Room between a row's bars and the next row: two lines of a wrapped label fit. */
const BAR_GAP = 22;

/** The height that fits a bar chart's rows. */
export function barChartHeight(rows: number, series = 1): number {
  return Math.max(1, rows) * (series * BAR_THICKNESS + BAR_GAP) + 8;
}

/**
 * Horizontal bars, a category a row, each bar's figure written at its end: the bars leave the
 * right part of the width to the longest figure.
 */
export function barOption(input: BarsInput, theme: ChartTheme): ChartOption {
  const several = input.series.length > 1;
  const top = Math.max(0, ...input.series.flatMap((s) => s.values));
  const colours = [theme.primary, theme.second];
  return {
    aria: aria(input.label),
    animation: false,
    grid: { left: 0, right: 4, top: 4, bottom: 4 },
    xAxis: { type: 'value', show: false, min: 0, max: top === 0 ? 1 : top * (several ? 2.2 : 1.9) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...input.categories],
      axisTick: { show: false },
      axisLine: { lineStyle: { color: theme.line } },
      axisLabel: { color: theme.text, fontSize: FONT_SIZE, width: 136, overflow: 'break', lineHeight: 14 },
    },
    series: input.series.map(
      (s, i): BarSeriesOption => ({
        type: 'bar',
        name: s.name,
        data: [...s.values],
        barWidth: BAR_THICKNESS,
        barGap: '20%',
        itemStyle: { color: colours[i % colours.length], borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: theme.text,
          fontSize: FONT_SIZE,
          formatter: ({ dataIndex }) => s.texts[dataIndex] ?? '',
        },
      }),
    ),
  };
}

export interface LinePoint {
  /** The axis label (a date as the screen writes it). */
  x: string;
  /** In the unit the person reads (kg or lb). */
  value: number;
  /** The point in words, for the tooltip: "Nov 25, 2026: 70 kg". */
  text: string;
  /** The value as written beside its point. */
  valueText: string;
}

export interface LineInput {
  label: string;
  points: readonly LinePoint[];
}

export const LINE_CHART_HEIGHT = 180;

/** At most this many points get their figure written beside them; more would overlap (the tooltip and the table still have each). */
const MAX_LABELLED_POINTS = 8;

/** A line over time, zoomed and panned with two fingers or a drag (dataZoom inside), each point's figure on a tap. */
export function lineOption(input: LineInput, theme: ChartTheme): ChartOption {
  const labelled = input.points.length <= MAX_LABELLED_POINTS;
  return {
    aria: aria(input.label),
    animation: false,
    grid: { left: 4, right: 16, top: 24, bottom: 4 },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        return first ? (input.points[first.dataIndex]?.text ?? '') : '';
      },
    },
    xAxis: {
      type: 'category',
      // Half a step in from each end: the first and last figure stay clear of the axis.
      boundaryGap: true,
      data: input.points.map((p) => p.x),
      axisLine: { lineStyle: { color: theme.line } },
      axisLabel: { color: theme.weak, fontSize: FONT_SIZE, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitNumber: 3,
      axisLabel: { color: theme.weak, fontSize: FONT_SIZE },
      splitLine: { lineStyle: { color: theme.line } },
    },
    // Two fingers zoom and a drag pans; the wheel zooms only with Ctrl (a trackpad pinch), and a drag
    // does not hold the page, so scrolling past the chart still scrolls the page.
    dataZoom: [{ type: 'inside', xAxisIndex: 0, filterMode: 'none', zoomOnMouseWheel: 'ctrl', moveOnMouseMove: true, preventDefaultMouseMove: false }],
    series: [
      {
        type: 'line',
        data: input.points.map((p) => p.value),
        symbolSize: 8,
        itemStyle: { color: theme.primary },
        lineStyle: { color: theme.primary, width: 2 },
        label: { show: labelled, position: 'top', color: theme.text, fontSize: FONT_SIZE, formatter: ({ dataIndex }) => input.points[dataIndex]?.valueText ?? '' },
      },
    ],
  };
}

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export interface CalendarDay {
  date: string;
  level: HeatLevel;
  /** The day in words, for the tooltip: "Nov 25, 2026: 2 sessions, 18 sets". */
  text: string;
}

export interface CalendarInput {
  label: string;
  /** 'YYYY-MM'. */
  month: string;
  /** Every day of the month, rest days at level 0. */
  days: readonly CalendarDay[];
  locale: ChartLocale;
}

const WEEKDAY_ROW = 24;
const DAY_ROW = 44;

/** The height of a month's calendar of `weeks` rows (with the weekday names above). */
export function calendarHeight(weeks: number): number {
  return WEEKDAY_ROW + weeks * DAY_ROW;
}

/** A month as a calendar heatmap, Monday first, a week a row, each day's number in its cell and its figures on a tap. */
export function calendarOption(input: CalendarInput, theme: ChartTheme): ChartOption {
  return {
    aria: aria(input.label),
    animation: false,
    tooltip: { confine: true, formatter: (params) => (Array.isArray(params) ? '' : (input.days[params.dataIndex]?.text ?? '')) },
    visualMap: { type: 'piecewise', show: false, dimension: 1, pieces: theme.heat.map((color, level) => ({ value: level, color })) },
    calendar: {
      range: input.month,
      orient: 'vertical',
      left: 0,
      right: 0,
      top: WEEKDAY_ROW,
      bottom: 0,
      cellSize: ['auto', 'auto'],
      splitLine: { show: false },
      itemStyle: { borderWidth: 3, borderColor: theme.surface },
      dayLabel: { firstDay: 1, nameMap: input.locale, color: theme.weak, fontSize: FONT_SIZE, margin: 8 },
      monthLabel: { show: false },
      yearLabel: { show: false },
    },
    series: [
      {
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: input.days.map((d) => ({ value: [d.date, d.level], label: { color: d.level >= 3 ? theme.heatTextOnDark : theme.heatText } })),
        label: { show: true, fontSize: 13, formatter: ({ dataIndex }) => String(Number(input.days[dataIndex]?.date.slice(8) ?? '')) },
      },
    ],
  };
}
