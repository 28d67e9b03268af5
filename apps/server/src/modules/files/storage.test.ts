import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { LOOPBACK_ALLOWED, useFileApp } from '../../../test/harness.ts';
import { S3_TEST_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { fileCalls, freshDataDir, PNG } from './files.test-support.ts';
import { fileWrites } from './files.table.ts';

const t = useFileApp({ ...LOOPBACK_ALLOWED, dataDir: freshDataDir() });
const calls = fileCalls(t);
let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const s3Form = (overrides: Record<string, string> = {}) => ({
  provider: 's3', endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, forcePathStyle: 'true', ...S3_TEST_CREDENTIALS, ...overrides,
});
const settingsOf = async (provider: string) => (await t.call('GET', `/setting/oss/${provider}`, { token: t.admin })).json().data;
const check = async () => (await t.call('GET', '/setting/oss/check', { token: t.admin })).json().data;
const readiness = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: answer.statusCode, storage: answer.json().checks?.storage };
};

describe('object storage', () => {
  it('starts on the local provider, which works without settings', async () => {
    expect(await check()).toEqual({ provider: 'local', usable: true, reason: '' });
    expect(await readiness()).toEqual({ status: 200, storage: 'ok' });
    expect(await settingsOf('local')).toMatchObject({ provider: 'local', active: true });
    expect(await settingsOf('s3')).toMatchObject({ provider: 's3', active: false, bucket: '', secretAccessKey: '' });
    expect((await t.call('GET', '/setting/oss/ftp', { token: t.admin })).statusCode).toBe(400);
  });

  it('refuses S3 settings that fail their check with the provider’s reason, changing nothing', async () => {
    const wrongKey = await calls.saveStorage(s3Form({ accessKeyId: 'WRONG-KEY' }));
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().status_desc).toMatch(/^存储服务“s3”拒绝了请求：InvalidAccessKeyId/);
    const noBucket = await calls.saveStorage(s3Form({ bucket: 'no-such-bucket' }));
    expect(noBucket.json().status_desc).toMatch(/^存储服务“s3”拒绝了请求：NoSuchBucket/);
    const down = await calls.saveStorage(s3Form({ endpoint: 'http://127.0.0.1:9' }));
    expect(down.json()).toMatchObject({ code: 400 });
    expect(down.json().status_desc).toMatch(/^存储服务“s3”拒绝了请求：.*ECONNREFUSED/);
    const invalid = await calls.saveStorage(s3Form({ endpoint: 'file:///etc', bucket: 'UPPER' }));
    expect(invalid.json().status_desc).toMatch(/^参数错误：(endpoint|bucket)/);
    expect(await settingsOf('s3')).toMatchObject({ active: false, bucket: '' });
    expect((await check()).provider).toBe('local');
  });

  it('switches new uploads to S3 once its settings pass, keeping local files readable, the secret masked', async () => {
    const local = (await calls.upload('本地.png', PNG)).json().data;
    const saved = await calls.saveStorage(s3Form({ publicBaseUrl: '' }));
    expect(saved.json(), saved.body).toMatchObject({ code: 200, status_desc: '保存成功' });
    expect(saved.json().data).toMatchObject({ provider: 's3', active: true, bucket: s3.bucket, accessKeyId: 'S3RVER', secretAccessKey: '******' });
    expect(JSON.stringify(await settingsOf('s3'))).not.toContain('"S3RVER"}');
    expect(await check()).toEqual({ provider: 's3', usable: true, reason: '' });
    expect(await settingsOf('local')).toMatchObject({ active: false });

    const remote = (await calls.upload('远程.png', PNG)).json().data;
    expect(remote).toMatchObject({ provider: 's3', size: PNG.length });
    expect((await calls.download(remote.id)).rawPayload.equals(PNG)).toBe(true);
    expect((await calls.download(local.id)).rawPayload.equals(PNG)).toBe(true);
    const copy = (await t.call('POST', '/file/copy', { token: t.admin, form: { id: String(remote.id) } })).json().data;
    expect((await calls.download(copy.id)).rawPayload.equals(PNG)).toBe(true);
    expect((await calls.list({ provider: 's3' })).json().data.total).toBe(2);

    // Saved again without a secret: the stored one is kept.
    expect((await calls.saveStorage(s3Form({ secretAccessKey: '' }))).statusCode).toBe(200);
  });

  it('streams a large file to S3 in parts and back', async () => {
    const large = Buffer.alloc(12 * 1024 * 1024, '大文件内容 large text\n');
    const file = (await calls.upload('大文件.txt', large)).json().data;
    expect(file).toMatchObject({ provider: 's3', size: large.length, contentType: 'text/plain' });
    expect((await calls.download(file.id)).rawPayload.equals(large)).toBe(true);
    expect((await t.call('GET', `/file/delByIds/${file.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
  });

  it('reveals the secret only to holders of its own permission, auditing each reveal', async () => {
    await t.createUser('storage-editor', 'storage-editor-1', { 'file-manage': ['view', 'edit'] });
    const editor = await t.login('storage-editor', 'storage-editor-1');
    expect((await t.call('GET', '/setting/seeSecret/s3', { token: editor })).statusCode).toBe(403);
    await t.createUser('secret-keeper', 'secret-keeper-1', { 'file-secret': ['view'] });
    const keeper = await t.login('secret-keeper', 'secret-keeper-1');
    for (let reveal = 0; reveal < 2; reveal += 1) {
      expect((await t.call('GET', '/setting/seeSecret/s3', { token: keeper })).json().data).toEqual({ secretAccessKey: 'S3RVER' });
    }
    const reveals = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'reveal'), eq(auditLog.target, 'storageSettings'), eq(auditLog.targetId, 's3')));
    expect(reveals).toHaveLength(2);
    expect(JSON.stringify(reveals)).not.toContain('S3RVER');
  });

  it('answers 503 naming the provider when S3 goes away, leaving no row behind', async () => {
    const stored = (await calls.upload('留存.png', PNG)).json().data;
    const before = (await calls.list()).json().data.total;
    expect(await readiness()).toEqual({ status: 200, storage: 'ok' });
    await s3.close();
    const upload = await calls.upload('失败.png', PNG);
    expect(upload.statusCode).toBe(503);
    expect(upload.json().status_desc).toMatch(/^存储服务“s3”暂不可用：/);
    const download = await calls.download(stored.id);
    expect(download.statusCode).toBe(503);
    expect(download.json().status_desc).toMatch(/^存储服务“s3”暂不可用：/);
    expect(await check()).toMatchObject({ provider: 's3', usable: false });
    expect(await readiness()).toEqual({ status: 503, storage: 'failed' });
    expect((await calls.list()).json().data.total).toBe(before);
    expect(await t.database.db.select().from(fileWrites)).toEqual([]);
    expect((await calls.saveStorage({ provider: 'local' })).json().data).toMatchObject({ provider: 'local', active: true });
    expect((await calls.upload('回到本地.png', PNG)).json().data).toMatchObject({ provider: 'local' });
    expect(await readiness()).toEqual({ status: 200, storage: 'ok' });
  });
});
