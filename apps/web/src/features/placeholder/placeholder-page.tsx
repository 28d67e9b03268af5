import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../lib/current-route.ts';
import { useRouteTitle } from '../../components/route-title.ts';

/** Stands in for a page that is not built yet, saying so plainly. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useRouteTitle()(useCurrentRoute()?.meta);
  return (
    <Result status="info" title={t('placeholder.title')} subTitle={t('placeholder.description', { title })}
      extra={<Button onClick={() => navigate('/home')}>{t('placeholder.back')}</Button>} />
  );
}
