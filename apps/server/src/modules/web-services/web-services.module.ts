import type { Actor } from '../../crud/audit.ts';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { webServiceApisCrud, webServicesCrud } from '@console/contract/web-services';
import { WebServiceApisService } from './web-service-apis.service.ts';
import { WebServicesService } from './web-services.service.ts';

/** A service a newcomer recognises, at an example address and disabled: it is shown, never called. */
async function addDemo(actor: Actor, services: WebServicesService, apis: WebServiceApisService) {
  const insurance = await services.create(actor, {
    name: '社保参保信息查询', wsdlUrl: 'https://ws.example.com/si/InsuredQueryService?wsdl', endpoint: 'https://ws.example.com/si/InsuredQueryService',
    username: 'console', password: 'demo-Passw0rd', timeoutSeconds: 15, enabled: false, remark: '人社局提供的参保状态与缴费记录查询（示例地址）',
  });
  await apis.create(actor, {
    serviceId: insurance.id, name: 'queryInsuredStatus', soapAction: 'urn:queryInsuredStatus', description: '按身份证号查询参保状态',
    paramsTemplate: JSON.stringify({ idCard: '', name: '' }, null, 2),
  });
  await apis.create(actor, {
    serviceId: insurance.id, name: 'queryPaymentRecords', soapAction: 'urn:queryPaymentRecords', description: '查询一段时间内的缴费记录',
    paramsTemplate: JSON.stringify({ idCard: '', startMonth: '2026-01', endMonth: '2026-06' }, null, 2),
  });
}

/** Outside SOAP services the platform calls, their operations, and trial calls to them. */
export const webServicesModule = defineModule({
  name: 'web-services',
  build: ({ db, config, outbound, services: context }) => {
    const services = new WebServicesService(db, lazySecretBox(config.secretsKey, config.dataDir));
    const apis = new WebServiceApisService(db, services, outbound);
    return {
      handlers: {
        webServices: {
          ...crudHandlers(webServicesCrud, services),
          revealPassword: async ({ params }, request) => services.revealPassword(actorOf(request), params.id, params.field),
          mayRevealPassword: async (_input, request) => ({ allowed: await context.access.isAllowed(callerOf(request).userId, ['webservice-password'], 'view') }),
        },
        webServiceApis: {
          ...crudHandlers(webServiceApisCrud, apis),
          importFromWsdl: async ({ body }, request) => apis.importFromWsdl(actorOf(request), body.serviceId),
          invoke: async ({ body }) => apis.invoke(body.id, body.params),
        },
      },
      demo: (actor) => addDemo(actor, services, apis),
    };
  },
});
