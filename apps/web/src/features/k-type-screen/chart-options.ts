import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { QUALIFICATION_LABELS } from '@console/contract/companies';
import { type ScreenData } from '@console/contract/company-watch';
import { industryName, labelName, monthText } from './screen-text.ts';

export type ScreenOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** The screen's colours: cyan for what comes in, orange for what goes out. */
export const SCREEN_COLOURS = {
  in: '#36cfc9', out: '#ff9c6e', net: '#fadb14',
  text: 'rgba(230, 244, 255, 0.88)', muted: 'rgba(166, 200, 235, 0.72)', split: 'rgba(64, 169, 255, 0.14)',
  palette: ['#40a9ff', '#36cfc9', '#73d13d', '#fadb14', '#ff9c6e', '#f759ab', '#9254de', '#5cdbd3', '#ffc53d', '#69b1ff'],
};

interface Context {
  /** The base font size in pixels: it follows the size of the window. */
  font: number;
  language: string;
  t: (key: string, options?: Record<string, unknown>) => string;
}

const tooltip = (font: number): TooltipComponentOption => ({
  backgroundColor: 'rgba(6, 24, 52, 0.94)', borderColor: '#1d5fa8', textStyle: { color: '#e6f4ff', fontSize: font },
  confine: true,
});

/** A name cut to so many characters, with an ellipsis when it was longer. */
const clipped = (name: string, characters: number) => (name.length > characters ? `${name.slice(0, characters - 1)}…` : name);

const axisLabel = (font: number) => ({ color: SCREEN_COLOURS.muted, fontSize: font });

/** Moves into and out of the region by month (bars), with the net (a line). */
export function monthsOption(months: ScreenData['months'], { font, language, t }: Context): ScreenOption {
  const bar = (name: string, colour: string, data: number[]): BarSeriesOption => ({
    name, type: 'bar', data, barMaxWidth: font * 1.4, barGap: '20%',
    itemStyle: { color: colour, borderRadius: [font / 4, font / 4, 0, 0] },
  });
  return {
    animationDuration: 600,
    tooltip: {
      ...tooltip(font), trigger: 'axis', axisPointer: { type: 'shadow' },
      // The axis shows `7月`; the tooltip names the year too. Rich text, drawn on the canvas (components/chart-box.ts).
      formatter: (params) => {
        const points = Array.isArray(params) ? params : [params];
        const index = points[0]?.dataIndex ?? 0;
        const lines = points.map((point) => `${String(point.marker ?? '')}${point.seriesName ?? ''}: ${String(point.value ?? '')}`);
        return [monthText(months[index]?.month ?? '', language, true), ...lines].join('\n');
      },
    },
    legend: { top: 0, right: 0, itemWidth: font, itemHeight: font * 0.7, textStyle: { color: SCREEN_COLOURS.text, fontSize: font } },
    grid: { left: 4, right: 8, top: font * 2.4, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category', data: months.map(({ month }) => monthText(month, language)),
      axisLabel: axisLabel(font), axisLine: { lineStyle: { color: 'rgba(64, 169, 255, 0.45)' } }, axisTick: { show: false },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: axisLabel(font), splitLine: { lineStyle: { color: SCREEN_COLOURS.split, type: 'dashed' } } },
    series: [
      bar(t('kTypeScreen.in'), SCREEN_COLOURS.in, months.map((month) => month.in)),
      bar(t('kTypeScreen.out'), SCREEN_COLOURS.out, months.map((month) => month.out)),
      {
        name: t('kTypeScreen.net'), type: 'line', smooth: true, symbolSize: font / 2, data: months.map((month) => month.in - month.out),
        itemStyle: { color: SCREEN_COLOURS.net }, lineStyle: { width: 2 },
      },
    ],
  };
}

/** The count of each of the 13 labels, by code; a code the answer leaves out counts 0. */
export const labelCounts = (labels: ScreenData['labels']) =>
  QUALIFICATION_LABELS.map((_, index) => labels.find((label) => label.code === index + 1)?.count ?? 0);

/** Companies holding each label, as horizontal bars in the labels' order (the first on top). */
export function labelsOption(labels: ScreenData['labels'], { font, language }: Context): ScreenOption {
  const names = QUALIFICATION_LABELS.map((_, index) => labelName(index + 1, language));
  const counts = labelCounts(labels);
  return {
    animationDuration: 600,
    tooltip: { ...tooltip(font), trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 4, right: font * 3, top: 4, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { lineStyle: { color: SCREEN_COLOURS.split, type: 'dashed' } } },
    yAxis: {
      type: 'category', inverse: true, data: names, axisTick: { show: false },
      axisLine: { lineStyle: { color: 'rgba(64, 169, 255, 0.45)' } },
      // Long names (国家火炬计划重点高新技术企业) are cut short here, the tooltip says them whole. Cut by
      // characters: echarts measures “ ” narrower than a Chinese font draws them, and would let 专精特新“小巨人”企业 spill.
      axisLabel: { ...axisLabel(font * 0.9), formatter: (name: string) => clipped(name, language === 'en-US' ? 22 : 11) },
    },
    series: [{
      type: 'bar', data: counts, barMaxWidth: font, barCategoryGap: '35%',
      label: { show: true, position: 'right', color: SCREEN_COLOURS.text, fontSize: font * 0.9 },
      itemStyle: {
        borderRadius: [0, font / 2, font / 2, 0],
        color: {
          type: 'linear', x: 0, y: 0, x2: 1, y2: 0,
          colorStops: [{ offset: 0, color: 'rgba(24, 144, 255, 0.35)' }, { offset: 1, color: '#36cfc9' }],
        },
      },
    }],
  };
}

/** The region's largest industries as a ring. */
export function industriesOption(industries: ScreenData['industries'], { font, language }: Context): ScreenOption {
  return {
    color: SCREEN_COLOURS.palette,
    animationDuration: 600,
    tooltip: { ...tooltip(font), trigger: 'item', formatter: '{b}\n{c}（{d}%）' },
    series: [{
      type: 'pie', radius: ['40%', '66%'], center: ['50%', '52%'], avoidLabelOverlap: true,
      itemStyle: { borderColor: '#071328', borderWidth: 2 },
      label: {
        color: SCREEN_COLOURS.text, fontSize: font * 0.85, formatter: '{b}\n{c}',
        width: font * (language === 'en-US' ? 9 : 7), overflow: 'truncate', lineHeight: font * 1.2,
      },
      labelLine: { length: font * 0.6, length2: font * 0.6, lineStyle: { color: 'rgba(166, 200, 235, 0.5)' } },
      labelLayout: { hideOverlap: true },
      data: industries.map(({ code, count }) => ({ name: industryName(code, language), value: count })),
    }],
  };
}
