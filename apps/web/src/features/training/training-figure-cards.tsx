import { lazy, Suspense } from 'react';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { trainingRoutes, type TrainingFigures } from '@console/contract/training';
import { useCall } from '../../lib/query.ts';

// echarts is heavy: it loads after the figures show, only on this page.
const TrainingCharts = lazy(() => import('./training-charts.tsx'));

function FigureCard({ title, value, hint, loading }: { title: string; value: string | number; hint: string; loading: boolean }) {
  return (
    <Card size="small">
      <Statistic title={title} value={value} loading={loading} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{loading ? '\u00a0' : hint}</Typography.Text>
    </Card>
  );
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function cardsOf(figures: TrainingFigures | undefined, t: TFunction) {
  const programmes = figures?.programmesByStatus.reduce((total, { count }) => total + count, 0) ?? 0;
  const finished = figures?.programmesByStatus.find(({ status }) => status === 'finished')?.count ?? 0;
  return [
    { key: 'programmes', value: programmes, hint: t('training.figures.programmesHint', { open: programmes - finished }) },
    { key: 'places', value: figures?.places ?? 0, hint: t('training.figures.placesHint', { open: figures?.openPlaces ?? 0 }) },
    { key: 'enrolments', value: figures?.enrolments ?? 0, hint: t('training.figures.enrolmentsHint') },
    {
      key: 'completionRate', value: figures?.completionRate == null ? t('training.figures.none') : percent(figures.completionRate),
      hint: t('training.figures.completionHint', { completed: figures?.completed ?? 0, passed: figures?.passed ?? 0 }),
    },
  ] as const;
}

/** The training home page's figures: four cards, then the charts. They are asked again whenever a programme or enrolment changes. */
export function TrainingFigureCards() {
  const { t } = useTranslation();
  const figures = useCall(trainingRoutes.programmeFigures);
  if (figures.isError) return <Alert type="error" showIcon message={t('training.figures.loadFailed')} description={figures.error.message} />;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {cardsOf(figures.data, t).map(({ key, value, hint }) => (
          <Col key={key} xs={12} lg={6}>
            <FigureCard title={t(`training.figures.${key}`)} value={value} hint={hint} loading={figures.isPending} />
          </Col>
        ))}
      </Row>
      {figures.data ? <Suspense fallback={<Skeleton active />}><TrainingCharts figures={figures.data} /></Suspense> : <Skeleton active />}
    </Flex>
  );
}
