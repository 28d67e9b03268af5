import { useEffect, useRef } from 'react';
import { theme, type GlobalToken } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { FIGURE_DAYS, type PlatformFigures } from '@console/contract';

// Only the parts drawn here: the whole of echarts would weigh several times more.
register([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** `MM-DD`: the year and month are those of today, or nearly. */
const shortDay = (day: string) => day.slice(5);

function optionOf(figures: PlatformFigures, t: TFunction, token: GlobalToken): ChartOption {
  const line = (name: string, days: PlatformFigures['messagesByDay']): LineSeriesOption => ({ name, type: 'line', data: days.map(({ count }) => count) });
  const axisText = { color: token.colorTextSecondary };
  return {
    color: [token.colorPrimary, token.colorSuccess],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: token.colorText } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'category', boundaryGap: false, data: figures.messagesByDay.map(({ day }) => shortDay(day)), axisLabel: axisText },
    yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: token.colorSplit } } },
    series: [line(t('home.messagesByDay'), figures.messagesByDay), line(t('home.usersByDay'), figures.usersByDay)],
  };
}

/** The messages and the new users of each day of the last `FIGURE_DAYS`, as lines; it follows the width of its card. */
export function FiguresChart({ figures, height }: { figures: PlatformFigures; height: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
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
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(optionOf(figures, t, token));
  }, [figures, t, token]);

  return <div ref={element} role="img" aria-label={t('home.chartSummary', { days: FIGURE_DAYS })} style={{ height }} />;
}
