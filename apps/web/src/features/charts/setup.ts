import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { AriaComponent, CalendarComponent, DataZoomInsideComponent, GridComponent, TooltipComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of ECharts the report screens draw with, and nothing else: the full build is some
 * 390 KB gzip, this set a fraction of it. Imported only by the lazily loaded chart (echart.tsx),
 * so it travels in the report screens' own chunk, never with the entry or the login route.
 * SVG, not canvas: crisp at any pixel ratio, and its text is real text.
 */
echarts.use([BarChart, LineChart, HeatmapChart, CalendarComponent, GridComponent, TooltipComponent, VisualMapPiecewiseComponent, DataZoomInsideComponent, AriaComponent, SVGRenderer]);

export { echarts };
