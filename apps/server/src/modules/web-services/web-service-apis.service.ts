import { asc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@console/contract';
import { webServiceApisCrud, type InvocationResult, type WsdlImport } from '@console/contract/web-services';
import type { Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { OutboundError, type OutboundClient } from '../../platform/outbound/http-client.ts';
import { invokeOperation, readOperations } from '../../platform/outbound/soap-client.ts';
import type { WebServicesService } from './web-services.service.ts';
import { webServiceApis, webServices } from './web-services.table.ts';

/** An outbound failure as the caller's 400, naming the reason; other errors as they are. */
async function failuresAs400<T>(work: Promise<T>, message: (reason: string) => string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof OutboundError ? badRequest(message(error.reason)) : error;
  }
}

/** The parameters a call is made with: the text given, else the operation's template, else none. */
const paramsOf = (...texts: (string | null | undefined)[]): Record<string, unknown> => {
  const text = texts.find((candidate) => candidate !== undefined && candidate !== null && candidate.trim() !== '');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

/** The operations of web services: listed by hand or read from the WSDL, and called on trial. */
export class WebServiceApisService extends CrudService<typeof webServiceApis, typeof webServiceApisCrud> {
  constructor(db: Db, private readonly services: WebServicesService, private readonly outbound: OutboundClient) {
    super(db, webServiceApisCrud, {
      table: webServiceApis,
      computed: { serviceName: webServices.name },
      join: (query: PgSelect) => query.innerJoin(webServices, eq(webServices.id, webServiceApis.serviceId)),
      references: { serviceId: { table: webServices, message: MESSAGES.webServiceServiceMissing } },
      defaultOrder: [asc(webServiceApis.serviceId), asc(webServiceApis.id)],
    });
  }

  /** Adds the operations the service's WSDL offers that it does not list yet. */
  async importFromWsdl(actor: Actor, serviceId: number): Promise<WsdlImport> {
    const target = await this.services.targetOf(serviceId);
    const operations = await failuresAs400(readOperations(this.outbound, target), MESSAGES.wsdlUnreadable);
    const listed = new Set((await this.db.select({ name: webServiceApis.name }).from(webServiceApis).where(eq(webServiceApis.serviceId, serviceId))).map((api) => api.name));
    const added: string[] = [];
    for (const operation of operations.filter((candidate) => !listed.has(candidate.name))) {
      await this.create(actor, { serviceId, name: operation.name, soapAction: operation.soapAction, paramsTemplate: JSON.stringify(operation.paramsTemplate, null, 2) });
      added.push(operation.name);
    }
    return { found: operations.map((operation) => operation.name), added };
  }

  /** Calls the operation with the parameters given (its template when none): the answer or the SOAP fault. */
  async invoke(id: number, params: string | null | undefined): Promise<InvocationResult> {
    const api = await this.get(id);
    const target = await this.services.targetOf(api.serviceId);
    const outcome = await failuresAs400(invokeOperation(this.outbound, target, api.name, paramsOf(params, api.paramsTemplate)), MESSAGES.webServiceCallFailed);
    return outcome.ok
      ? { ok: true, response: outcome.response, fault: null, durationMs: outcome.durationMs }
      : { ok: false, response: null, fault: outcome.fault, durationMs: outcome.durationMs };
  }
}
