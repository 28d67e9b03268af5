import { useEffect, useState } from 'react';
import { Alert, Card, Flex, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openApiRoutes } from '@console/contract/open-api';
import { useCall } from '../../lib/query.ts';
import { urlOf } from '../../lib/request.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useSession } from '../../stores/session.store.ts';
import { ApiReference } from './api-reference.tsx';
import type { TagIndex } from './openapi-document.ts';
import { signedInName } from '../../components/account-name.ts';

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
      {on && <Alert type="warning" showIcon title={t('apiDocs.liveTitle')} description={t('apiDocs.live', { name: info && signedInName(info) })} />}
    </Flex>
  );
}

/**
 * The API reference for signed-in administrators: the server's OpenAPI document, listed from its index
 * of tags and operations (each operation's details come with its tag's part, when opened), so that the
 * whole document is neither fetched nor laid out before the reader can start.
 */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const index = useCall(openApiRoutes.tags, {}, { staleTime: Infinity });
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
        {index.isPending && <Spin description={t('apiDocs.loading')} style={{ display: 'block', margin: '48px auto' }} />}
        {index.isError && <LoadFailed onRetry={() => void index.refetch()} />}
        {index.data !== undefined && <ApiReference index={index.data as unknown as TagIndex} tryItOut={tryItOut} />}
      </Card>
    </div>
  );
}
