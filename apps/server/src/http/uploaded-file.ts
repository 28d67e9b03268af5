import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { UPLOAD_FIELD } from '@console/contract/files';
import { badRequest } from './errors.ts';

/** The one file of an upload route's multipart request: its name as sent and its content as it streams in. */
export interface UploadedFile {
  filename: string;
  content: Readable;
}

/** The file of the request's `file` field; 400 when there is none. */
export async function uploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(MESSAGES.fileMissing);
  return { filename: part.filename, content: part.file };
}
