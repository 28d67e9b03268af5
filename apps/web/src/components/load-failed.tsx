import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded, with a way to ask again (the request client already said why). */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return <Result status="error" title={t('crud.loadFailed')} extra={<Button onClick={onRetry}>{t('crud.retry')}</Button>} />;
}
