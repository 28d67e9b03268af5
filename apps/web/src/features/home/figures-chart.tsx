import { useTranslation } from 'react-i18next';
import { FIGURE_DAYS, type PlatformFigures } from '@console/contract/home';
import { LineChart } from '../../components/line-chart.tsx';

/** `MM-DD`: the year and month are those of today, or nearly. */
const shortDay = (day: string) => day.slice(5);
const counts = (days: PlatformFigures['messagesByDay']) => days.map(({ count }) => count);

/** The messages and the new users of each day of the last `FIGURE_DAYS`, as lines; it follows the width of its card. */
export function FiguresChart({ figures, height }: { figures: PlatformFigures; height: number }) {
  const { t } = useTranslation();
  return (
    <LineChart
      labels={figures.messagesByDay.map(({ day }) => shortDay(day))}
      series={[{ name: t('home.messagesByDay'), data: counts(figures.messagesByDay) }, { name: t('home.usersByDay'), data: counts(figures.usersByDay) }]}
      height={height} integers summary={t('home.chartSummary', { days: FIGURE_DAYS })}
    />
  );
}
