import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE } from '@console/contract';
import type { FileApp } from '../../../test/harness.ts';
import { solidPng } from './demo-files.ts';

/** A data folder of its own for the app of one test file: its local store and secrets key. */
export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'console-files-'));

export const PNG = solidPng(8, 8, [200, 30, 30]);

/** A multipart body carrying one file in `field`. */
export function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----console${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Calls of the file pages, made as the admin unless a token is given. */
export function fileCalls(t: FileApp) {
  const send = (path: string, filename: string, content: Buffer, token = t.admin) => {
    const { payload, contentType } = multipart(filename, content);
    return t.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: { authorization: token, 'content-type': contentType }, payload });
  };
  return {
    upload: (filename: string, content: Buffer, token?: string) => send('/file/upload', filename, content, token),
    uploadImage: (filename: string, content: Buffer, token?: string) => send('/saas/upload/image', filename, content, token),
    uploadAttachment: (filename: string, content: Buffer, token?: string) => send('/file/attachment', filename, content, token),
    download: (id: number | string, token = t.admin) => t.call('GET', `/file/download/${id}`, { token }),
    list: (query: Record<string, string> = {}, token = t.admin) => t.call('GET', '/file/getByCondition', { token, query }),
    saveStorage: (form: Record<string, string>) => t.call('POST', '/setting/oss/set', { token: t.admin, form }),
  };
}
