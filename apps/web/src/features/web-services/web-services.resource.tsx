import { webServiceApisCrud, webServicesCrud, type WebServiceRecord } from '@console/contract/web-services';
import { declaredResource } from '../../crud/crud-resource.ts';

/** The services; the password column is rendered by the page, which knows who may reveal it. */
export const webServicesResource = declaredResource(webServicesCrud, {
  messages: 'webServices',
  columns: [
    'name',
    'wsdlUrl',
    { key: 'endpoint', defaultHidden: true, form: { hint: 'webServices.endpointHint' } },
    'username',
    { key: 'password', form: { hint: 'webServices.passwordHint' } },
    { key: 'timeoutSeconds', form: { initialValue: 15 } },
    'enabled',
    'apiCount',
    { key: 'remark', defaultHidden: true },
    { key: 'createdAt', defaultHidden: true },
  ],
  // The saved password is never sent to the browser: a blank field keeps it.
  toFormValues: (service: WebServiceRecord) => ({ ...service, password: '' }),
});

const apisBase = declaredResource(webServiceApisCrud, {
  messages: 'webServiceApis',
  columns: [
    'name',
    { key: 'soapAction', form: { kind: 'text' } },
    { key: 'description', form: { kind: 'text' } },
    { key: 'paramsTemplate', hideInTable: true, form: { hint: 'webServiceApis.paramsHint' } },
    { key: 'createdAt', defaultHidden: true },
  ],
});
/** The operations of one service: its id goes with every new one, and the dialog checks the rest. */
export const webServiceApisResourceOf = (serviceId: number): typeof apisBase => ({
  ...apisBase,
  key: 'webServiceApis',
  create: (body) => apisBase.create!({ ...body, serviceId }),
  createSchema: webServiceApisCrud.schemas.create.omit({ serviceId: true }) as never,
});
