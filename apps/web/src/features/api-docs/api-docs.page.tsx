import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Card, Flex, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openApiRoutes } from '@console/contract';
import { useCall } from '../../lib/query.ts';
import { urlOf } from '../../lib/request.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useSession } from '../../stores/session.store.ts';
import type { OpenApiDocument } from './changing-calls.ts';

/** Swagger UI is large: it comes in its own chunk, fetched only when this page shows the document. */
const ApiReference = lazy(() => import('./api-reference.tsx'));

function Loading() {
  const { t } = useTranslation();
  return <Spin description={t('apiDocs.loading')} style={{ display: 'block', margin: '48px auto' }} />;
}

/**
 * Whether "Try it out" is offered: off until the reader switches it on, and off again once they leave
 * the page (its tag keeps it alive, hidden, and hiding it ends its effects), so every visit starts off.
 */
function useTryItOut() {
  const [tryItOut, setTryItOut] = useState(false);
  useEffect(() => () => setTryItOut(false), []);
  return [tryItOut, setTryItOut] as const;
}

/** The switch for "Try it out", and while it is on, what it means. */
function TryItOutSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const info = useSession((state) => state.info);
  return (
    <Flex vertical gap="small" style={{ marginTop: 16 }}>
      <Flex align="center" gap="small">
        <Switch id="try-it-out" checked={on} onChange={onChange} />
        <label htmlFor="try-it-out">{t('apiDocs.tryItOut')}</label>
      </Flex>
      {on && <Alert type="warning" showIcon title={t('apiDocs.liveTitle')} description={t('apiDocs.live', { name: info?.name || info?.userName })} />}
    </Flex>
  );
}

/** The API reference for signed-in administrators: the server's OpenAPI document, rendered by Swagger UI. */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const openApi = useCall(openApiRoutes.document, {}, { staleTime: Infinity });
  const [tryItOut, setTryItOut] = useTryItOut();
  return (
    <div>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{t('apiDocs.title')}</Typography.Title>
        <Typography.Paragraph>{t('apiDocs.intro')} <Typography.Text code copyable>{urlOf(openApiRoutes.document)}</Typography.Text></Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('apiDocs.access')}</Typography.Paragraph>
        <TryItOutSwitch on={tryItOut} onChange={setTryItOut} />
      </Card>
      <Card style={{ marginTop: 16 }}>
        {openApi.isPending && <Loading />}
        {openApi.isError && <LoadFailed onRetry={() => void openApi.refetch()} />}
        {openApi.data !== undefined && (
          <Suspense fallback={<Loading />}>
            <ApiReference document={openApi.data as OpenApiDocument} tryItOut={tryItOut} />
          </Suspense>
        )}
      </Card>
    </div>
  );
}
