import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pauseProductJob, useFileApp } from '../../../test/harness.ts';
import { FileCleanup } from './file-cleanup.ts';
import { fileCalls, freshDataDir, PNG } from './files.test-support.ts';
import { files, fileWrites } from './files.table.ts';
import { StorageService } from './storage.service.ts';
import { DestinationPolicy } from '../../platform/outbound/destination-policy.ts';
import { OutboundClient } from '../../platform/outbound/http-client.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { LocalStore } from '../../platform/storage/local-store.ts';

const dataDir = freshDataDir();
const t = useFileApp({ dataDir });
const calls = fileCalls(t);
const storedObjects = () => (existsSync(path.join(dataDir, 'files')) ? readdirSync(path.join(dataDir, 'files')) : []);

async function uploaded(filename: string, content: Buffer) {
  const response = await calls.upload(filename, content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; name: string; url: string };
}

describe('files', () => {
  it('uploads, lists, downloads, renames, copies and deletes a file with its object', async () => {
    const before = storedObjects().length;
    const file = await uploaded('季度报告.png', PNG);
    expect(file).toMatchObject({ name: '季度报告.png', contentType: 'image/png', size: PNG.length, provider: 'local', uploaderName: '超级管理员', url: `/yl1001/platform/api/file/download/${file.id}` });
    expect(storedObjects()).toHaveLength(before + 1);

    const listed = (await calls.list({ name: '季度', contentType: 'png', provider: 'local', sort: 'size', order: 'asc' })).json().data;
    expect(listed.records.map((r: { id: number }) => r.id)).toEqual([file.id]);
    const byUploader = await calls.list({ uploaderName: '管理', createdFrom: '2000-01-01' });
    expect(byUploader.statusCode, byUploader.body).toBe(200);
    expect(byUploader.json().data.total).toBeGreaterThanOrEqual(1);
    expect((await calls.list({ createdTo: '2000-01-01' })).json().data.total).toBe(0);
    expect((await calls.list({ createdTo: '2024-13-01' })).json().status_desc).toMatch(/^参数错误：createdTo/);
    expect((await calls.list({ createdTo: '0000-02-29' })).json().status_desc).toMatch(/^参数错误：createdTo/);
    expect((await calls.list({ createdFrom: '0001-01-01', createdTo: '9999-12-31' })).json().data.total).toBeGreaterThanOrEqual(1);

    const download = await calls.download(file.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const renamed = await t.call('POST', '/file/rename', { token: t.admin, form: { id: String(file.id), name: '年度报告.png' } });
    expect(renamed.json().data.name).toBe('年度报告.png');
    const copy = await t.call('POST', '/file/copy', { token: t.admin, form: { id: String(file.id) } });
    expect(copy.json().data).toMatchObject({ name: '年度报告 副本.png', size: PNG.length });
    expect((await calls.download(copy.json().data.id)).rawPayload.equals(PNG)).toBe(true);
    expect(storedObjects()).toHaveLength(before + 2);

    const copyInEnglish = await t.call('POST', '/file/copy', { token: t.admin, form: { id: String(file.id) }, headers: { 'accept-language': 'en-US' } });
    expect(copyInEnglish.json().data.name).toBe('年度报告 copy.png');

    const deleted = await t.call('GET', `/file/delByIds/${file.id},${copy.json().data.id},${copyInEnglish.json().data.id}`, { token: t.admin });
    expect(deleted.json().data).toEqual({ deleted: 3 });
    expect(storedObjects()).toHaveLength(before);
    expect((await calls.download(file.id)).statusCode).toBe(404);
  });

  it('reads the type from the content, not the name, and sends other types as attachments', async () => {
    const text = await uploaded('notes.png', Buffer.from('会议纪要：下周一上线。\n'));
    expect(text).toMatchObject({ contentType: 'text/plain', name: 'notes.png' });
    const download = await calls.download(text.id);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes.png");
  });

  it('refuses bad uploads with a message naming the problem, leaving nothing behind', async () => {
    const before = { objects: storedObjects().length, rows: (await calls.list()).json().data.total };
    const script = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('#!/bin/sh\nrm -rf /\n')]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    for (const [filename, content, status, message] of [
      ['logo.png', script, 400, '文件内容不是有效的图片'],
      ['empty.txt', Buffer.alloc(0), 400, '文件为空，不能上传'],
      ['tool.pdf', elf, 400, '不允许上传该类型的文件：application/x-elf'],
      ['../../etc/passwd', PNG, 400, '文件名不能包含路径（/、\\、. 或 ..）'],
      ['/etc/passwd', PNG, 400, '文件名不能包含路径（/、\\、. 或 ..）'],
      ['..', PNG, 400, '文件名不能包含路径（/、\\、. 或 ..）'],
      ['C:\\temp\\a.png', PNG, 400, '文件名不能包含路径（/、\\、. 或 ..）'],
      ['a\u0000.png', PNG, 400, '请求内容包含不允许的字符'],
      ['big.txt', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'), 413, '文件过大，最大允许 20 MB'],
    ] as const) {
      const refused = await calls.upload(filename, content);
      expect(refused.statusCode, filename).toBe(status);
      expect(refused.json().status_desc, filename).toBe(message);
    }
    const notImage = await calls.uploadImage('a.txt', Buffer.from('plain text'));
    expect(notImage.json()).toMatchObject({ code: 400, status_desc: '文件内容不是有效的图片' });
    const noFile = await t.call('POST', '/file/upload', { token: t.admin, form: { name: 'x' } });
    expect(noFile.json()).toMatchObject({ code: 400, status_desc: '请选择要上传的文件（表单字段 file）' });

    expect(storedObjects()).toHaveLength(before.objects);
    expect((await calls.list()).json().data.total).toBe(before.rows);
    expect(await t.database.db.select().from(fileWrites)).toEqual([]);
  });

  it('applies the configured size limit and types to the next upload, without a restart', async () => {
    const setUploadSetting = async (key: string, value: string) => {
      const { id } = (await t.call('GET', `/config/select/${key}`, { token: t.admin })).json().data;
      const saved = await t.call('POST', '/config/edit', { token: t.admin, form: { id: String(id), value } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const before = { objects: storedObjects().length, rows: (await calls.list()).json().data.total };

    await setUploadSetting('upload.maxSizeMb', '1');
    const overOneMb = await calls.upload('notes.txt', Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(overOneMb.json()).toMatchObject({ code: 413, status_desc: '文件过大，最大允许 1 MB' });
    await setUploadSetting('upload.allowedTypes', JSON.stringify(['txt', 'pdf']));
    expect((await calls.upload('logo.png', PNG)).json()).toMatchObject({ code: 400, status_desc: '不允许上传该类型的文件：image/png' });
    expect(storedObjects()).toHaveLength(before.objects);
    expect((await calls.list()).json().data.total).toBe(before.rows);

    await setUploadSetting('upload.allowedTypes', JSON.stringify(['txt', 'png']));
    await uploaded('logo.png', PNG);
    await setUploadSetting('upload.maxSizeMb', '20');
  });

  it('addresses files by id only: paths, dot segments and NUL are refused', async () => {
    for (const id of ['..', '..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '1%00', 'abc']) {
      expect((await calls.download(id)).statusCode, id).toBe(id === '..' ? 404 : 400);
      expect((await t.call('GET', `/file/delByIds/${id}`, { token: t.admin })).statusCode, id).toBe(id === '..' ? 404 : 400);
    }
    const file = await uploaded('ok.png', PNG);
    for (const name of ['../x.png', 'a/b.png', '.', '']) {
      const refused = await t.call('POST', '/file/rename', { token: t.admin, form: { id: String(file.id), name } });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().status_desc, name).toMatch(/^参数错误：name/);
    }
    expect((await t.call('POST', '/file/copy', { token: t.admin, form: { id: '999999' } })).json()).toMatchObject({ code: 404, status_desc: '文件不存在' });
    expect((await calls.download(999999)).json()).toMatchObject({ code: 404, status_desc: '文件不存在' });
  });

  it('lets any signed-in user upload an image, and keeps the file page to holders of its permissions', async () => {
    await t.createUser('file-viewer', 'file-viewer-1', { 'file-manage': ['view'] });
    const viewer = await t.login('file-viewer', 'file-viewer-1');
    const avatar = await calls.uploadImage('头像.png', PNG, viewer);
    expect(avatar.json().data).toMatchObject({ contentType: 'image/png', uploaderName: 'file-viewer' });
    expect((await calls.download(avatar.json().data.id, viewer)).statusCode).toBe(200);
    expect((await calls.list({}, viewer)).statusCode).toBe(200);
    expect((await calls.upload('x.png', PNG, viewer)).statusCode).toBe(403);
    const attachment = await calls.uploadAttachment('说明.txt', Buffer.from('培训说明'), viewer);
    expect(attachment.json().data).toMatchObject({ name: '说明.txt', uploaderName: 'file-viewer' });
    expect((await calls.uploadAttachment('run.exe', Buffer.from('MZ\x90\x00'), viewer)).statusCode).toBe(400);
    expect((await t.call('GET', `/file/delByIds/${avatar.json().data.id}`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('GET', `/file/download/${avatar.json().data.id}`)).statusCode).toBe(401);
  });

  it('cleans up what a crash during an upload left: a write that never finished and an object nothing names', async () => {
    const store = new LocalStore(path.join(dataDir, 'files'));
    const { Readable } = await import('node:stream');
    const crashed = '00000000-0000-4000-8000-000000000001';
    const orphan = '00000000-0000-4000-8000-000000000002';
    await pauseProductJob(t, t.admin, 'file-cleanup');
    await t.database.db.insert(fileWrites).values({ objectKey: crashed, provider: 'local' });
    await store.put(crashed, Readable.from([Buffer.from('half of it')]));
    await store.put(orphan, Readable.from([Buffer.from('nobody names me')]));
    const kept = await uploaded('kept.png', PNG);

    const storage = new StorageService(t.database.db, lazySecretBox(undefined, dataDir), dataDir, new OutboundClient(new DestinationPolicy([])));
    const cleanup = new FileCleanup(t.database.db, storage, { graceMs: 0, isWriting: () => false });
    expect(await cleanup.run(new Date(Date.now() + 1000))).toEqual({ abandonedWrites: 1, orphanObjects: 1 });
    expect(storedObjects()).not.toContain(crashed);
    expect(storedObjects()).not.toContain(orphan);
    expect(await t.database.db.select().from(fileWrites)).toEqual([]);
    expect((await calls.download(kept.id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, kept.id));
    expect(storedObjects()).toContain(row!.objectKey);

    const young = new FileCleanup(t.database.db, storage, { graceMs: 60_000, isWriting: () => false });
    await store.put(orphan, Readable.from([Buffer.from('just written')]));
    expect(await young.run()).toEqual({ abandonedWrites: 0, orphanObjects: 0 });
    expect(await cleanup.run(new Date(Date.now() + 1000))).toEqual({ abandonedWrites: 0, orphanObjects: 1 });
  });
});
