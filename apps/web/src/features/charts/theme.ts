import type { ChartTheme } from './options.ts';

/** The variables the charts are painted with: the app's own (applyTheme) and the chart ones of charts.css. */
const VARIABLES = {
  primary: '--adm-color-primary',
  text: '--adm-color-text',
  weak: '--adm-color-weak',
  line: '--chart-line',
  second: '--chart-second',
  surface: '--chart-surface',
  heat: ['--chart-heat-0', '--chart-heat-1', '--chart-heat-2', '--chart-heat-3', '--chart-heat-4'],
  heatText: '--chart-heat-text',
  heatTextOnDark: '--chart-heat-text-dark',
} as const;

/** The chart colours as the page's CSS variables say now (read once per drawing, so one set of colours lives in CSS). */
export function readChartTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const [h0, h1, h2, h3, h4] = VARIABLES.heat.map(read) as [string, string, string, string, string];
  return {
    primary: read(VARIABLES.primary),
    second: read(VARIABLES.second),
    text: read(VARIABLES.text),
    weak: read(VARIABLES.weak),
    line: read(VARIABLES.line),
    surface: read(VARIABLES.surface),
    heat: [h0, h1, h2, h3, h4],
    heatText: read(VARIABLES.heatText),
    heatTextOnDark: read(VARIABLES.heatTextOnDark),
  };
}
