import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isReusedAnswer } from '../platform/versioned-answers.ts';

type Envelope = { code: number; data: unknown; status_desc: string };

const isEnvelope = (payload: unknown): payload is Envelope => typeof payload === 'object' && payload !== null && 'status_desc' in payload;

/**
 * The contract's serialiser: every answer is checked against its route's schema and unknown fields
 * are left out. An answer kept in a cache (`VersionedAnswers`) is encoded once and its text reused.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialise = zodSerializerCompiler(route);
  const encoded = new WeakMap<object, string>();
  return (payload: unknown) => {
    if (!isEnvelope(payload) || !isReusedAnswer(payload.data)) return serialise(payload);
    let data = encoded.get(payload.data);
    if (data === undefined) {
      data = JSON.stringify((JSON.parse(serialise(payload)) as Envelope).data);
      encoded.set(payload.data, data);
    }
    return `{"code":${payload.code},"data":${data},"status_desc":${JSON.stringify(payload.status_desc)}}`;
  };
};
