import { webServiceApisCrud, webServicesCrud, type WebServiceRecord } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';

/** The services; the password column is rendered by the page, which knows who may reveal it. */
export const webServicesResource = declaredResource(webServicesCrud, {
  title: 'webServices.record',
  columns: [
    { key: 'name', title: 'webServices.name', form: { kind: 'text', maxLength: 50 } },
    { key: 'wsdlUrl', title: 'webServices.wsdlUrl', form: { kind: 'text', maxLength: 500 } },
    { key: 'endpoint', title: 'webServices.endpoint', defaultHidden: true, form: { kind: 'text', maxLength: 500, hint: 'webServices.endpointHint' } },
    { key: 'username', title: 'webServices.username', form: { kind: 'text', maxLength: 100 } },
    { key: 'password', title: 'webServices.password', form: { kind: 'password', hint: 'webServices.passwordHint' } },
    { key: 'timeoutSeconds', title: 'webServices.timeoutSeconds', form: { kind: 'number', initialValue: 15 } },
    { key: 'enabled', title: 'webServices.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    { key: 'apiCount', title: 'webServices.apiCount' },
    { key: 'remark', title: 'webServices.remark', defaultHidden: true, form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'webServices.createdAt', defaultHidden: true, exportValue: (service) => formatDateTime(service.createdAt) },
  ],
  // The saved password is never sent to the browser: a blank field keeps it.
  toFormValues: (service: WebServiceRecord) => ({ ...service, password: '' }),
});

const apisBase = declaredResource(webServiceApisCrud, {
  title: 'webServiceApis.record',
  columns: [
    { key: 'name', title: 'webServiceApis.name', form: { kind: 'text', maxLength: 100 } },
    { key: 'soapAction', title: 'webServiceApis.soapAction', form: { kind: 'text', maxLength: 300 } },
    { key: 'description', title: 'webServiceApis.description', form: { kind: 'text', maxLength: 500 } },
    { key: 'paramsTemplate', title: 'webServiceApis.paramsTemplate', hideInTable: true, form: { kind: 'textarea', hint: 'webServiceApis.paramsHint' } },
    { key: 'createdAt', title: 'webServiceApis.createdAt', defaultHidden: true, exportValue: (api) => formatDateTime(api.createdAt) },
  ],
});

/** The operations of one service: its id goes with every new one, and the dialog checks the rest. */
export const webServiceApisResourceOf = (serviceId: number): typeof apisBase => ({
  ...apisBase,
  key: 'webServiceApis',
  create: (body) => apisBase.create!({ ...body, serviceId }),
  createSchema: webServiceApisCrud.schemas.create.omit({ serviceId: true }) as never,
});
