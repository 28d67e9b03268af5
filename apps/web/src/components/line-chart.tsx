import { theme, type GlobalToken } from 'antd';
import { LineChart as Lines, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { use as register, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useDarkAppearance } from '../stores/settings.store.ts';
import { useChartBox } from './chart-box.ts';
import { chartPalette } from './chart-palette.ts';

// Only the parts drawn here: the whole of echarts would weigh several times more.
register([Lines, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export interface LineSeries {
  name: string;
  data: readonly (number | null)[];
}

export interface LineChartProps {
  /** The x axis: one label per point. */
  labels: readonly string[];
  series: readonly LineSeries[];
  height: number;
  /** What the chart shows, for those who cannot see it. */
  summary: string;
  /** How a value reads on the axis and in the tooltip (a size, a percentage). */
  format?: (value: number) => string;
  /** Counts only: no fractions on the axis. */
  integers?: boolean;
  /** Points drawn as they come, without animation: a live chart redraws every few seconds. */
  live?: boolean;
}

function optionOf({ labels, series, format, integers, live }: LineChartProps, token: GlobalToken, dark: boolean): ChartOption {
  const axisText = { color: token.colorTextSecondary };
  return {
    color: chartPalette(token.colorPrimary, dark),
    animation: !live,
    tooltip: { trigger: 'axis', ...(format && { valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value ?? '')) }) },
    legend: { top: 0, textStyle: { color: token.colorText } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'category', boundaryGap: false, data: [...labels], axisLabel: axisText },
    yAxis: {
      type: 'value', ...(integers && { minInterval: 1 }),
      axisLabel: { ...axisText, ...(format && { formatter: (value: number) => format(value) }) },
      splitLine: { lineStyle: { color: token.colorSplit } },
    },
    series: series.map(({ name, data }) => ({ name, type: 'line', data: [...data], showSymbol: !live })),
  };
}

/** Lines over shared labels, drawn with echarts on a canvas; it follows the width of its container. */
export function LineChart(props: LineChartProps) {
  const { token } = theme.useToken();
  const element = useChartBox(optionOf(props, token, useDarkAppearance()));
  return <div ref={element} role="img" aria-label={props.summary} style={{ height: props.height }} />;
}
