import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useChartBox } from '../../components/chart-box.ts';
import type { ScreenOption } from './chart-options.ts';

// Only the parts the screen draws, and only in this page's chunk: the whole of echarts weighs several times more.
register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface ScreenChartProps {
  option: ScreenOption;
  /** What the chart shows, for those who cannot see it. */
  summary: string;
  className?: string;
}

/** One chart of the screen, drawn with echarts on a canvas; it fills its box and follows its size. */
export function ScreenChart({ option, summary, className }: ScreenChartProps) {
  const element = useChartBox(option);
  return <div ref={element} role="img" aria-label={summary} className={className} />;
}
