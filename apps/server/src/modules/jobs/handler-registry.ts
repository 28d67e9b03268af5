import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { type JobHandlerInfo } from '@console/contract/jobs';
import { badRequest } from '../../http/errors.ts';
import type { JobHandler, JobsApi } from './jobs.api.ts';

type Params = Record<string, unknown>;

/** The handlers other modules registered while they were built: the only work a job may name. */
export class HandlerRegistry implements JobsApi {
  private readonly handlers = new Map<string, JobHandler<Params>>();

  register<P>(handler: JobHandler<P>): void {
    if (this.handlers.has(handler.name)) throw new Error(`job handler ${handler.name} is registered twice`);
    this.handlers.set(handler.name, handler as unknown as JobHandler<Params>);
  }

  /** The handler of that name; a 400 naming `field` when none is registered. */
  get(name: string, field = 'handler'): JobHandler<Params> {
    const handler = this.handlers.get(name);
    if (!handler) throw badRequest(MESSAGES.invalidField(field, MESSAGES.jobHandlerUnknown(name)));
    return handler;
  }

  find(name: string): JobHandler<Params> | undefined {
    return this.handlers.get(name);
  }

  all(): JobHandler<Params>[] {
    return [...this.handlers.values()];
  }

  /** The parameters as the handler reads them (its defaults filled in); a 400 naming the first field that does not fit. */
  paramsFor(handler: JobHandler<Params>, params: unknown): Params {
    const parsed = handler.params.safeParse(params);
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    throw badRequest(MESSAGES.invalidField(['params', ...(issue?.path ?? [])].join('.'), issue?.message ?? ''));
  }

  describe(): JobHandlerInfo[] {
    return this.all().map((handler) => ({
      name: handler.name,
      title: handler.title,
      titleEn: handler.titleEn,
      description: handler.description,
      descriptionEn: handler.descriptionEn,
      paramsSchema: z.toJSONSchema(handler.params, { io: 'input', unrepresentable: 'any' }) as Params,
      exampleParams: handler.defaultJob?.params ?? (handler.params.safeParse({}).data as Params | undefined) ?? {},
    }));
  }
}
