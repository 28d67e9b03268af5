import { useMemo, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Grid, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { webServiceApisRoutes, type InvocationResult, type WebServiceApiRecord, type WebServiceRecord } from '@console/contract/web-services';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas } from '../../components/permission.tsx';
import { call } from '../../lib/request.ts';
import { webServiceApisResourceOf } from './web-services.resource.tsx';

/** The drawer's list keeps its paging and filters in the address apart from the services list. */
export const APIS_ADDRESS_PREFIX = 'api.';

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

function InvocationAnswer({ result }: { result: InvocationResult }) {
  const { t } = useTranslation();
  if (result.ok) {
    return (
      <Alert type="success" showIcon title={t('webServiceApis.answered', { ms: result.durationMs })}
        description={<Typography.Paragraph copyable style={{ marginBottom: 0 }}><pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(result.response, null, 2)}</pre></Typography.Paragraph>} />
    );
  }
  return (
    <Alert type="error" showIcon title={t('webServiceApis.faulted', { ms: result.durationMs })}
      description={(
        <Descriptions size="small" column={1} items={[
          { key: 'code', label: t('webServiceApis.faultCode'), children: result.fault?.code },
          { key: 'message', label: t('webServiceApis.faultMessage'), children: result.fault?.message },
          { key: 'detail', label: t('webServiceApis.faultDetail'), children: <span style={{ wordBreak: 'break-all' }}>{result.fault?.detail}</span> },
        ]} />
      )} />
  );
}

/** Calls an operation with parameters typed as JSON and shows the answer or the SOAP fault. */
function InvokeDialog({ api, onClose }: { api: WebServiceApiRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useState(api.paramsTemplate || '{}');
  const [result, setResult] = useState<InvocationResult>();
  const [calling, setCalling] = useState(false);
  const valid = isJsonObject(params);
  const invoke = async () => {
    setCalling(true);
    setResult(undefined);
    try {
      setResult(await call(webServiceApisRoutes.invoke, { body: { id: api.id, params } }));
    } catch {
      // The request client has already shown why the call failed.
    } finally {
      setCalling(false);
    }
  };
  return (
    <Modal open title={t('webServiceApis.invokeTitle', { name: api.name })} onCancel={onClose} width={720}
      footer={<Button type="primary" loading={calling} disabled={!valid} onClick={() => void invoke()}>{t('webServiceApis.send')}</Button>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Text>{t('webServiceApis.params')}</Typography.Text>
          <Input.TextArea aria-label={t('webServiceApis.params')} value={params} onChange={(event) => setParams(event.target.value)} autoSize={{ minRows: 4, maxRows: 12 }} status={valid ? undefined : 'error'} style={{ fontFamily: 'monospace' }} />
          {!valid && <Typography.Text type="danger">{t('webServiceApis.paramsInvalid')}</Typography.Text>}
        </div>
        {result && <InvocationAnswer result={result} />}
      </Space>
    </Modal>
  );
}

/** Reads the service's WSDL and adds the operations it does not list yet. */
function FromWsdlButton({ service, refresh }: { service: WebServiceRecord; refresh: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const read = async () => {
    const { found, added } = await call(webServiceApisRoutes.importFromWsdl, { body: { serviceId: service.id } });
    void message.success(t('webServiceApis.fromWsdlDone', { found: found.length, added: added.length }));
    refresh();
  };
  return (
    <Popconfirm title={t('webServiceApis.fromWsdlConfirm')} okText={t('crud.ok')} cancelText={t('crud.cancel')}
      onConfirm={() => read().catch(() => undefined)}>
      <Button>{t('webServiceApis.fromWsdl')}</Button>
    </Popconfirm>
  );
}

/** A service's operations: listed, read from its WSDL, changed and called on trial. */
export function ServiceApisDrawer({ service, onClose }: { service: WebServiceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const canAdd = useHas('add');
  const canInvoke = useHas('edit');
  const resource = useMemo(() => webServiceApisResourceOf(service.id), [service.id]);
  const [invoking, setInvoking] = useState<WebServiceApiRecord>();
  return (
    <Drawer open title={t('webServiceApis.title', { name: service.name })} size={narrow ? '100%' : 960} onClose={onClose} destroyOnHidden>
      <CrudPage resource={resource} fixedFilters={{ serviceId: service.id }} addressPrefix={APIS_ADDRESS_PREFIX}
        toolbarActions={canAdd ? (refresh) => <FromWsdlButton service={service} refresh={refresh} /> : undefined}
        rowActions={canInvoke ? (api) => <RowAction label={t('webServiceApis.invoke')} onClick={() => setInvoking(api)} /> : undefined} />
      {invoking && <InvokeDialog api={invoking} onClose={() => setInvoking(undefined)} />}
    </Drawer>
  );
}
