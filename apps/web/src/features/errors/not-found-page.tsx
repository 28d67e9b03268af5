import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result status="404" title={t('notFound.title')} subTitle={t('notFound.description')}
      extra={<Button type="primary" onClick={() => navigate('/home')}>{t('notFound.back')}</Button>} />
  );
}
