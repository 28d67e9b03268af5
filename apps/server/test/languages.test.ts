import { describe, expect, it } from 'vitest';
import { CONTRACT, DOMAIN_MESSAGES, MESSAGES, type RouteDef } from '@console/contract';
import { MESSAGES_EN } from '@console/contract/messages.en';
import { READER, say } from '../src/http/language.ts';
import { useFileApp } from './harness.ts';

const t = useFileApp();
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

type Leaf = string | ((...args: string[]) => string);
interface Catalogue { [key: string]: Leaf | Catalogue }

/** Every message of a catalogue, by its path. */
function leaves(catalogue: Catalogue, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'object') for (const [inner, leaf] of leaves(value, `${path}${key}.`)) found.set(inner, leaf);
    else found.set(`${path}${key}`, value);
  }
  return found;
}

/** Each message of a catalogue, with arguments, reads back from its Chinese text to its English twin. */
function expectEachReadBack(chinese: Map<string, Leaf>, english: Map<string, Leaf>) {
  for (const [path, zh] of chinese) {
    const en = english.get(path)!;
    expect(typeof en, path).toBe(typeof zh);
    if (typeof zh === 'string') {
      expect(say(zh, 'en'), path).toBe(en);
      continue;
    }
    const fn = en as (...args: string[]) => string;
    expect(fn.length, path).toBe(zh.length);
    // Arguments a person could have typed, and numbers: read back from the Chinese, worded in English.
    const args = Array.from({ length: zh.length }, (_, index) => (index % 2 === 0 ? `名称${index}` : String(index + 2)));
    expect(say(zh(...args), 'en'), path).toBe(fn(...args));
  }
}

describe('the server speaks the caller’s language', () => {
  it('every message, the domains\' too, has an English twin of the same kind, which its Chinese text reads back to', () => {
    expect(READER.unreadable).toEqual([]);
    for (const [zhCatalogue, enCatalogue] of [[MESSAGES, MESSAGES_EN], ...DOMAIN_MESSAGES]) {
      const chinese = leaves(zhCatalogue as unknown as Catalogue);
      const english = leaves(enCatalogue as unknown as Catalogue);
      expect([...english.keys()].sort()).toEqual([...chinese.keys()].sort());
      expectEachReadBack(chinese, english);
    }
  });

  it('every route has a title in Chinese and one in English, for the operation log', () => {
    for (const [domain, routes] of Object.entries(CONTRACT)) {
      for (const [name, def] of Object.entries(routes as Record<string, RouteDef>)) {
        expect(def.title, `${domain}.${name}`).toMatch(/\p{Script=Han}/u);
        expect(def.titleEn, `${domain}.${name}`).toMatch(/^[A-Z][\x20-\x7e]*$/);
      }
    }
  });

  it('words a message within a message, and leaves a text that is none as it is', () => {
    expect(say(MESSAGES.invalidField('roleIds', MESSAGES.isvRoleMissing(7)), 'en')).toBe('Invalid parameter: roleIds The ISV role does not exist: 7');
    expect(say('上游说：不行', 'en')).toBe('上游说：不行');
  });

  it('answers in English when the caller asks for it, and in the specification’s Chinese otherwise', async () => {
    const missing = await t.call('GET', '/no/such/path', { headers: ENGLISH });
    expect(missing.json()).toEqual({ code: 404, data: null, status_desc: 'The requested resource does not exist' });
    expect((await t.call('GET', '/no/such/path')).json().status_desc).toBe('请求的资源不存在');
    expect((await t.call('GET', '/no/such/path', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } })).json().status_desc).toBe('请求的资源不存在');

    const read = await t.call('GET', '/user/info', { token: t.admin, headers: ENGLISH });
    expect(read.json().status_desc).toBe('Done');
    expect((await t.call('GET', '/user/info', { token: t.admin })).json().status_desc).toBe('操作成功');

    const role = { json: { code: 'reader-en', name: 'Reader' }, token: t.admin };
    expect((await t.call('POST', '/role/save', role)).statusCode).toBe(200);
    const taken = await t.call('POST', '/role/save', { ...role, headers: ENGLISH });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status_desc).toBe('The role code “reader-en” is already taken');
    expect((await t.call('POST', '/role/save', role)).json().status_desc).toBe('角色编码“reader-en”已存在');
  });

  it('words the dictionary entries the product seeds in English for a reader of English, and those typed as typed', async () => {
    const labels = async (headers?: Record<string, string>) =>
      ((await t.call('GET', '/dictData/getByType/user_type', { token: t.admin, headers })).json().data as { label: string }[]).map((entry) => entry.label);
    expect(await labels()).toEqual(['员工', '客户主账号']);
    expect(await labels(ENGLISH)).toEqual(['Staff', 'Customer main account']);
    const dict = (await t.call('GET', '/dict/search', { token: t.admin, query: { key: 'message_type' } })).json().data[0];
    const added = await t.call('POST', '/dictData/add', { token: t.admin, json: { dictId: dict.id, label: '会议通知', value: 'meeting', sort: 99 } });
    expect(added.statusCode, added.body).toBe(200);
    const types = (await t.call('GET', '/dictData/getByType/message_type', { token: t.admin, headers: ENGLISH })).json().data as { label: string }[];
    expect(types.map((entry) => entry.label)).toEqual(['Notice', 'To-do', 'Workflow to-do', 'System reminder', '会议通知']);
  });

  it('gives a seeded dictionary and its seeded entries their English words, for the pages that manage them', async () => {
    const [dict] = (await t.call('GET', '/dict/search', { token: t.admin, query: { key: 'user_type' } })).json().data;
    expect(dict).toMatchObject({ name: '用户类型', nameEn: 'User type', descriptionEn: '10 is a customer main account that may open sub-accounts' });
    const entries = (await t.call('GET', '/dictData/getByCondition', { token: t.admin, query: { dictId: String(dict.id) } })).json().data.records;
    expect(entries.map((entry: { label: string; labelEn: string | null }) => [entry.label, entry.labelEn])).toEqual([['员工', 'Staff'], ['客户主账号', 'Customer main account']]);
  });

  it('gives a built-in setting its English words while it keeps its seeded ones', async () => {
    const listed = async () => ((await t.call('POST', '/config/list', { token: t.admin, json: { key: 'upload.maxSizeMb' } })).json().data.records as { id: number; key: string }[]).find((row) => row.key === 'upload.maxSizeMb');
    const setting = (await listed())!;
    expect(setting).toMatchObject({ name: '上传文件大小上限（MB）', nameEn: 'Upload size limit (MB)', remarkEn: 'Per file' });
    const renamed = await t.call('POST', '/config/edit', { token: t.admin, json: { id: setting.id, name: '单个文件上限' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listed()).toMatchObject({ name: '单个文件上限', nameEn: null, remarkEn: 'Per file' });
    const refused = await t.call('POST', '/config/edit', { token: t.admin, json: { id: setting.id, value: 'lots' }, headers: ENGLISH });
    expect(refused.json().status_desc).toBe('The value of the setting “upload.maxSizeMb” is not valid: Must be a number');
  });

  it('words a refused input in English, the schema library’s reasons included', async () => {
    const tooLong = { form: { username: 'a'.repeat(65), password: 'x' } };
    const english = await t.call('POST', '/user/login', { ...tooLong, headers: ENGLISH });
    expect(english.statusCode).toBe(400);
    expect(english.json().status_desc).toMatch(/^Invalid parameter: username Too big: expected string to have <=64 characters$/);
    expect((await t.call('POST', '/user/login', tooLong)).json().status_desc).toMatch(/^参数错误：username 数值过大/);
    const unknown = await t.call('POST', '/user/login', { form: { username: 'a', password: 'b', role: 'admin' }, headers: ENGLISH });
    expect(unknown.json().status_desc).toBe('Unsupported fields: role');
  });
});
