import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@console/contract';
import { AppError } from './errors.ts';
import { languageOf, say } from './language.ts';
import { isApiPath } from './route-table.ts';

interface ValidationIssue { keyword: string; instancePath: string; message?: string; params?: { keys?: string[] } }

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return MESSAGES.invalidField(context ?? 'request', '');
  if (first.keyword === 'unrecognized_keys') return MESSAGES.unknownFields((first.params?.keys ?? []).join(', '));
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
  return MESSAGES.invalidField(field, first.message ?? '');
}

/** Fastify's own client errors, each given a message of ours. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
};

/** PostgreSQL error code of a failed query, also when the driver wrapped the error. */
function sqlStateOf(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof candidate.cause?.code === 'string' ? candidate.cause.code : candidate.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Constraint violations that a service check could not see coming (two requests at once). */
const CONSTRAINT_MESSAGES: Record<string, string> = { '23505': MESSAGES.duplicate, '23503': MESSAGES.stillReferenced };

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  const constraint = CONSTRAINT_MESSAGES[sqlStateOf(error) ?? ''];
  if (constraint) return new AppError(409, constraint);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError(400, describeValidation(error.validationContext, error.validation as ValidationIssue[]));
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError(400, MESSAGES.invalidJson);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(status, FRAMEWORK_MESSAGES[error.code] ?? error.message);
  return undefined;
}

/** When a caller may try again after the database was unreachable. */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    /** What a refused or failed request was told, for whoever records it. */
    refusal?: string;
  }
}

/** The OAuth error code of a refusal of the protocol's endpoints that did not name one (RFC 6749 §5.2, RFC 6750 §3.1). */
function oauthErrorOf(status: number): string {
  if (status === 401) return 'invalid_client';
  if (status === 503) return 'temporarily_unavailable';
  return status >= 500 ? 'server_error' : 'invalid_request';
}

/** Answers a refusal in the caller's language; what it was told is kept in Chinese, for the logs. */
export function sendError(reply: FastifyReply, error: AppError) {
  reply.request.refusal = error.message;
  reply.code(error.code).headers(error.headers);
  const message = say(error.message, languageOf(reply.request));
  if (reply.request.routeOptions.config.contract?.answers === 'oauth') return reply.send({ error: oauthErrorOf(error.code), error_description: message });
  return reply.send({ code: error.code, data: error.data, status_desc: message });
}

const isCallerFault = (error: FastifyError) => error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;

export interface ErrorHandling {
  /** Whether a failure means a store could not be reached, so that the same request may succeed later. */
  isUnavailable(error: unknown): boolean;
  /** Answers a browser's request for a page of the web app; absent when the app is not built. */
  serveIndex?: (reply: FastifyReply) => unknown;
}

export function registerErrorHandling(app: FastifyInstance, { isUnavailable, serveIndex }: ErrorHandling) {
  app.decorateRequest('refusal', undefined);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A caller that went away mid-body fails with a network code too (ECONNRESET), but its status says whose fault it is.
    if (!isCallerFault(error) && isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendError(reply, new AppError(503, MESSAGES.unavailable, null, { 'retry-after': String(RETRY_AFTER_SECONDS) }));
    }
    const known = toAppError(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError(500, MESSAGES.internal, { requestId: request.id }));
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && request.headers.accept?.includes('text/html');
    if (wantsPage && serveIndex) return serveIndex(reply);
    return sendError(reply, new AppError(404, MESSAGES.notFound));
  });
}
