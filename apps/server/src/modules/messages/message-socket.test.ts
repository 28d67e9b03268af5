import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MESSAGES } from '@console/contract';
import { SOCKET_CLOSE } from '@console/contract/messages';
import { Client, connect, opened, socketUrl, ticketOf } from '../../../test/socket-client.ts';
import { openTestBus, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, testRedisUrl, useFileApp, type TestApp } from '../../../test/harness.ts';
import { TcpProxy } from '../../../test/faults/tcp-proxy.ts';
import { openBus } from '../../platform/bus/index.ts';

const PASSWORD = 'Socket-pass-1';
let people = 0;
async function person(app: TestApp) {
  people += 1;
  const username = `socket${people}`;
  const id = await app.createUser(username, PASSWORD);
  return { id, username, token: await app.login(username, PASSWORD) };
}

const noticeTo = (app: TestApp, token: string, userIds: number[], title: string, content = title) =>
  app.call('POST', '/message/send/all/topic', { token, json: { title, content, audience: 'users', targetIds: userIds } });

describe('the message socket', () => {
  const t = useFileApp();

  it('opens only with a ticket that is fresh and unused', async () => {
    const url = await socketUrl(t);
    expect(await new Client(new WebSocket(url)).closed).toMatchObject({ code: SOCKET_CLOSE.badTicket });
    expect(await new Client(new WebSocket(`${url}?ticket=made-up`)).closed).toMatchObject({ code: SOCKET_CLOSE.badTicket });
    const ticket = await ticketOf(t, t.admin);
    const first = new Client(new WebSocket(`${url}?ticket=${ticket}`));
    await first.opened;
    expect(await new Client(new WebSocket(`${url}?ticket=${ticket}`)).closed).toMatchObject({ code: SOCKET_CLOSE.badTicket });
    expect((await t.call('POST', '/message/ws/ticket')).statusCode).toBe(401);
    const plain = await t.call('GET', '/message/ws', { query: { ticket } });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().code).toBe(426);
  });

  it("pushes the user's new messages and counts, and answers ping", async () => {
    const [reader, other] = [await person(t), await person(t)];
    const client = await connect(t, reader.token);
    const bystander = await connect(t, other.token);
    const response = await noticeTo(t, t.admin, [reader.id], '实时送达');
    const sent = response.json().data;
    const pushed = await client.next((event) => event.type === 'message');
    expect(pushed).toEqual({ type: 'message', message: expect.objectContaining({ id: sent.id, title: '实时送达', type: 'notice', createBy: '超级管理员' }) });

    await t.call('GET', `/message/todo/${sent.id}`, { token: reader.token });
    expect(await client.next((event) => event.type === 'count')).toEqual({ type: 'count', count: 0 });
    client.socket.send('ping');
    await expect.poll(() => client.texts.includes('pong')).toBe(true);
    expect(bystander.events).toEqual([]);
  });

  it('pushes the platform\'s own messages with their English, and a person\'s as they wrote them', async () => {
    const client = await connect(t, t.admin);
    const job = (await t.call('POST', '/quartz/add', { token: t.admin, json: { name: '推送两种语言', handler: 'owner-reminder', cron: '0 9 * * 1-5', params: { title: '推送', fail: true } } })).json().data;
    await t.call('POST', `/quartz/run/${job.id}`, { token: t.admin });
    const failed = await client.next((event) => event.type === 'message' && event.message.title === MESSAGES.jobFailedTitle('推送两种语言'));
    expect(failed).toMatchObject({ message: { english: { title: 'The scheduled job “推送两种语言” failed', content: 'Failed as its parameters asked: 推送', createBy: 'Scheduled jobs' } } });
    const adminId = (await t.call('GET', '/user/info', { token: t.admin })).json().data.admin_id as number;
    await noticeTo(t, t.admin, [adminId], '只有一种语言');
    const notice = await client.next((event) => event.type === 'message' && event.message.title === '只有一种语言');
    expect(notice).not.toHaveProperty('message.english');
  });

  it('reaches every socket with a notice to everyone', async () => {
    const clients = await Promise.all([t.admin, (await person(t)).token, (await person(t)).token].map((token) => connect(t, token)));
    const sent = await t.call('POST', '/message/send/all/topic', { token: t.admin, json: { title: '全员', content: '全员通知', audience: 'all' } });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const client of clients) expect(await client.next((event) => event.type === 'message')).toMatchObject({ message: { title: '全员' } });
  });

  it('closes at once when its session ends: signed out, user disabled, or before it opened', async () => {
    const leaving = await person(t);
    const signedOut = await connect(t, leaving.token);
    await t.call('GET', '/user/logout', { token: leaving.token });
    expect(await signedOut.closed).toMatchObject({ code: SOCKET_CLOSE.sessionEnded });

    const disabled = await person(t);
    const client = await connect(t, disabled.token);
    const turnedOff = await t.call('POST', '/user/enableOrDisables', { token: t.admin, form: { ids: String(disabled.id), enabled: 'false' } });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(await client.closed).toMatchObject({ code: SOCKET_CLOSE.sessionEnded });

    const late = await person(t);
    const ticket = await ticketOf(t, late.token);
    await t.call('GET', '/user/logout', { token: late.token });
    expect(await new Client(new WebSocket(`${await socketUrl(t)}?ticket=${ticket}`)).closed).toMatchObject({ code: SOCKET_CLOSE.sessionEnded });
  });
});

// The hub's limit is the same whatever carries the events; this fills kernel buffers, which takes long enough once.
describe.skipIf(scaleOut)('a client that does not read', () => {
  const t = useFileApp({ sockets: { maxBufferedBytes: 64 * 1024, heartbeatMs: 30_000 } });

  it('is cut off once its unread data passes the limit, while others keep receiving', async () => {
    const [slow, steady] = [await person(t), await person(t)];
    const stalled = await connect(t, slow.token);
    const reading = await connect(t, steady.token);
    const tcp = (stalled.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    // About 5.6 MB: the loopback buffers of both ends held about 4 MB here before the hub saw any backlog.
    const batches = 45;
    for (let batch = 0; batch < batches; batch += 1) {
      await Promise.all(Array.from({ length: 20 }, (_, n) => noticeTo(t, t.admin, [slow.id, steady.id], `第${batch}-${n}条`, '慢'.repeat(2000))));
    }
    tcp.resume();
    const { code } = await stalled.closed;
    expect([SOCKET_CLOSE.tooSlow, 1006]).toContain(code);
    expect(stalled.events.length).toBeLessThan(batches * 20);
    await expect.poll(() => reading.events.length).toBe(batches * 20);
  });
});

describe.runIf(scaleOut)('across instances', () => {
  it('brings a message made on one instance to a socket on another, and a sign-out there closes it', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = await startTestApp({}, { bus: await openTestBus(prefix) });
    opened.push(a);
    const b = await startTestApp({}, { shared: a.database, bus: await openTestBus(prefix) });
    opened.push(b);
    const admin = await a.login('admin', TEST_ADMIN_PASSWORD);
    const reader = await person(a);
    const onB = await connect(b, reader.token);
    await noticeTo(a, admin, [reader.id], '跨实例');
    expect(await onB.next((event) => event.type === 'message')).toMatchObject({ message: { title: '跨实例' } });
    await a.call('GET', '/user/logout', { token: reader.token });
    expect(await onB.closed).toMatchObject({ code: SOCKET_CLOSE.sessionEnded });
  });

  it('keeps delivering on the same instance while Redis is away, and across again when it is back', async () => {
    const redisUrl = testRedisUrl!;
    const { hostname, port } = new URL(redisUrl);
    const proxy = await TcpProxy.start({ host: hostname, port: Number(port || 6379) });
    opened.push(proxy);
    const prefix = `test:${randomUUID()}:`;
    const a = await startTestApp({}, { bus: await openBus(proxy.urlThrough(redisUrl), { prefix }) });
    opened.push(a);
    const b = await startTestApp({}, { shared: a.database, bus: await openTestBus(prefix) });
    opened.push(b);
    const admin = await a.login('admin', TEST_ADMIN_PASSWORD);
    const reader = await person(a);
    const [onA, onB] = [await connect(a, reader.token), await connect(b, reader.token)];

    proxy.cut();
    await noticeTo(a, admin, [reader.id], 'Redis 不在时');
    expect(await onA.next((event) => event.type === 'message')).toMatchObject({ message: { title: 'Redis 不在时' } });
    proxy.restore();
    await expect.poll(async () => {
      await noticeTo(a, admin, [reader.id], 'Redis 回来后');
      return onB.events.some((event) => event.type === 'message' && event.message.title === 'Redis 回来后');
    }, { timeout: 10_000, interval: 500 }).toBe(true);
  });
});
