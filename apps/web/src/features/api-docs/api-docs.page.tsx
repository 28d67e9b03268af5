import { lazy, Suspense } from 'react';
import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openApiRoutes } from '@console/contract';
import { useCall } from '../../lib/query.ts';
import { urlOf } from '../../lib/request.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

/** Swagger UI is large: it comes in its own chunk, fetched only when this page shows the document. */
const ApiReference = lazy(() => import('./api-reference.tsx'));

function Loading() {
  const { t } = useTranslation();
  return <Spin description={t('apiDocs.loading')} style={{ display: 'block', margin: '48px auto' }} />;
}

/** The API reference for signed-in administrators: the server's OpenAPI document, rendered by Swagger UI. */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const openApi = useCall(openApiRoutes.document, {}, { staleTime: Infinity });
  return (
    <div>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{t('apiDocs.title')}</Typography.Title>
        <Typography.Paragraph>{t('apiDocs.intro')} <Typography.Text code copyable>{urlOf(openApiRoutes.document)}</Typography.Text></Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('apiDocs.access')}</Typography.Paragraph>
      </Card>
      <Card style={{ marginTop: 16 }}>
        {openApi.isPending && <Loading />}
        {openApi.isError && <LoadFailed onRetry={() => void openApi.refetch()} />}
        {openApi.data !== undefined && (
          <Suspense fallback={<Loading />}>
            <ApiReference document={openApi.data} />
          </Suspense>
        )}
      </Card>
    </div>
  );
}
