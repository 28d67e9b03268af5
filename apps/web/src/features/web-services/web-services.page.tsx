import { useState } from 'react';
import { App, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { webServicesRoutes, type WebServiceRecord } from '@console/contract/web-services';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { APIS_ADDRESS_PREFIX, ServiceApisDrawer } from './web-service-apis.tsx';
import { webServicesResource } from './web-services.resource.tsx';

/**
 * The password as a mask, and a reveal link for holders of its own permission (asked of the server:
 * the session's page list does not carry such permissions). Each reveal is audited by the server.
 */
function PasswordCell({ service, mayReveal }: { service: WebServiceRecord; mayReveal: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  if (!service.password) return null;
  const reveal = async () => {
    const { value } = await call(webServicesRoutes.revealPassword, { params: { id: service.id, field: 'password' } });
    modal.info({ title: t('webServices.revealTitle', { name: service.name }), content: <Typography.Text code copyable>{value}</Typography.Text>, okText: t('crud.ok') });
  };
  return (
    <Space size={0}>
      <span>{service.password}</span>
      {mayReveal && <RowAction label={t('webServices.reveal')} onClick={() => reveal().catch(() => undefined)} />}
    </Space>
  );
}

/** Closing the drawer forgets its list's settings in the address, and asks the services again for their operation counts. */
function useCloseApis(close: () => void) {
  const [, setParams] = useSearchParams();
  const invalidate = useInvalidate();
  return () => {
    close();
    setParams((params) => new URLSearchParams([...params].filter(([name]) => !name.startsWith(APIS_ADDRESS_PREFIX))));
    void invalidate(webServicesRoutes.list);
  };
}

/** WebService配置: the outside SOAP services the platform calls, each with its operations in a drawer. */
export default function WebServicesPage() {
  const { t } = useTranslation();
  const mayReveal = useCall(webServicesRoutes.mayRevealPassword).data?.allowed ?? false;
  const [opened, setOpened] = useState<WebServiceRecord>();
  const closeApis = useCloseApis(() => setOpened(undefined));
  const resource = {
    ...webServicesResource,
    columns: webServicesResource.columns.map((column) => (column.key === 'password'
      ? { ...column, render: (service: WebServiceRecord) => <PasswordCell service={service} mayReveal={mayReveal} /> }
      : column)),
  };
  return (
    <>
      <CrudPage resource={resource} rowActions={(service) => <RowAction label={t('webServices.apis')} onClick={() => setOpened(service)} />} />
      {opened && <ServiceApisDrawer service={opened} onClose={closeApis} />}
    </>
  );
}
