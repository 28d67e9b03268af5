import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';

/**
 * ECharts writes its HTML tooltips with style attributes, which the page's policy refuses (they would
 * show unstyled, each reported): tooltips are drawn on the canvas instead, so a tooltip's formatter
 * writes ECharts' rich text (lines split by `\n`, the `marker` it is given), not HTML.
 */
const withCanvasTooltip = (option: EChartsCoreOption): EChartsCoreOption =>
  option.tooltip ? { ...option, tooltip: { ...option.tooltip, renderMode: 'richText' } } : option;

/**
 * The element an echarts chart draws in: the chart is made once, follows the element's size, and is
 * given `option` whenever it changes. The caller registers the echarts parts it draws.
 */
export function useChartBox(option: EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    const instance = init(element.current!);
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
    chart.current?.setOption(withCanvasTooltip(option));
  }, [option]);
  return element;
}
