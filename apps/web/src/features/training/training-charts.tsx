import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Card, Col, Row, theme, type GlobalToken } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingFigures } from '@console/contract/training';
import { useChartBox } from '../../components/chart-box.ts';
import { chartPalette } from '../../components/chart-palette.ts';
import { useDarkAppearance } from '../../stores/settings.store.ts';
import { LineChart } from '../../components/line-chart.tsx';

// Only the parts drawn here, in this page's chunk: the whole of echarts weighs several times more.
register([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

const CHART_HEIGHT = 220;
const OCCUPATIONS_SHOWN = 8;

interface Bar {
  label: string;
  value: number;
}

function barOption(bars: readonly Bar[], name: string, token: GlobalToken, horizontal: boolean, dark: boolean) {
  const axisText = { color: token.colorTextSecondary };
  const categories = { type: 'category', data: bars.map((bar) => bar.label), axisLabel: { ...axisText, interval: 0 }, ...(horizontal && { inverse: true }) };
  const values = { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: token.colorSplit } } };
  return {
    color: chartPalette(token.colorPrimary, dark).slice(0, 1),
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: horizontal ? values : categories,
    yAxis: horizontal ? categories : values,
    series: [{ name, type: 'bar', data: bars.map((bar) => bar.value), barMaxWidth: 28 }],
  };
}

/** Bars of counts, upright or lying (long labels read better lying); drawn with echarts, following its card's width. */
function Bars({ bars, name, summary, horizontal = false }: { bars: readonly Bar[]; name: string; summary: string; horizontal?: boolean }) {
  const { token } = theme.useToken();
  const element = useChartBox(barOption(bars, name, token, horizontal, useDarkAppearance()));
  return <div ref={element} role="img" aria-label={summary} style={{ height: CHART_HEIGHT }} />;
}

const listed = (bars: readonly Bar[]) => bars.map((bar) => `${bar.label} ${bar.value}`).join(', ');

/** The training home page's charts: programmes by status, enrolments by month, enrolments by occupation. */
export default function TrainingCharts({ figures }: { figures: TrainingFigures }) {
  const { t } = useTranslation();
  const statuses = figures.programmesByStatus.map(({ status, count }) => ({ label: t(`training.statuses.${status}`), value: count }));
  const occupations = figures.byOccupation.slice(0, OCCUPATIONS_SHOWN).map(({ name, occupation, enrolments }) => ({ label: name || occupation, value: enrolments }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('training.figures.byStatus')}>
          <Bars bars={statuses} name={t('training.figures.programmeCount')} summary={t('training.figures.byStatusSummary', { list: listed(statuses) })} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('training.figures.byMonth')}>
          <LineChart
            labels={figures.enrolmentsByMonth.map(({ month }) => month.slice(2))}
            series={[{ name: t('training.figures.enrolmentCount'), data: figures.enrolmentsByMonth.map(({ count }) => count) }]}
            height={CHART_HEIGHT} integers summary={t('training.figures.byMonthSummary')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('training.figures.byOccupation')}>
          <Bars bars={occupations} horizontal name={t('training.figures.enrolmentCount')} summary={t('training.figures.byOccupationSummary', { list: listed(occupations) })} />
        </Card>
      </Col>
    </Row>
  );
}
