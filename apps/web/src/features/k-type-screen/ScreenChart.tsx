import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
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
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const instance = init(element.current!, undefined, { renderer: 'canvas' });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element.current!);
    chart.current = instance;
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={element} role="img" aria-label={summary} className={className} />;
}
