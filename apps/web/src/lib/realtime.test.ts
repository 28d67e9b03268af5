import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE } from '@console/contract/messages';
import { FakeSocket } from '../test/fake-socket.ts';
import { PING_EVERY_MS, PONG_WITHIN_MS, RealtimeConnection, type RealtimeParts } from './realtime.ts';

let connection: RealtimeConnection | undefined;
let tickets = 0;

function partsWith(overrides: Partial<RealtimeParts> = {}): RealtimeParts {
  return {
    ticket: vi.fn(async () => `ticket-${++tickets}`),
    address: (ticket) => `ws://console.test/ws?ticket=${ticket}`,
    checkSession: vi.fn(),
    random: () => 0,
    ...overrides,
  };
}

async function started(parts = partsWith()) {
  connection = new RealtimeConnection(parts);
  connection.start();
  await vi.advanceTimersByTimeAsync(0);
  return connection;
}

const socket = () => FakeSocket.last!;

/** The next socket is made exactly `ms` after now, not a moment before. */
async function expectNextTryAfter(ms: number) {
  const made = FakeSocket.made.length;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(FakeSocket.made).toHaveLength(made);
  await vi.advanceTimersByTimeAsync(1);
  expect(FakeSocket.made).toHaveLength(made + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.made = [];
  tickets = 0;
});
afterEach(() => {
  connection?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the message socket', () => {
  it('connects with a fresh ticket and hands each event to the listeners of its type', async () => {
    const live = await started();
    expect(socket().url).toBe('ws://console.test/ws?ticket=ticket-1');
    expect(live.connected).toBe(false);
    const connectedChanges = vi.fn();
    live.onConnectedChange(connectedChanges);
    socket().open();
    expect(live.connected).toBe(true);
    expect(connectedChanges).toHaveBeenCalledTimes(1);

    const counts = vi.fn();
    const messages = vi.fn();
    const stopCounting = live.on('count', counts);
    live.on('message', messages);
    socket().push({ type: 'count', count: 3 });
    socket().push({ type: 'later-news', what: 'a type this client does not know' });
    socket().push('not json');
    stopCounting();
    socket().push({ type: 'count', count: 4 });

    expect(counts.mock.calls).toEqual([[{ type: 'count', count: 3 }]]);
    expect(messages).not.toHaveBeenCalled();
  });

  it('pings every 25 s and drops a connection that answers no pong within 10 s, then comes back', async () => {
    const live = await started();
    socket().open();
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS);
    expect(socket().sent).toEqual(['ping']);
    socket().push('pong');
    await vi.advanceTimersByTimeAsync(PONG_WITHIN_MS);
    expect(socket().closedByClient).toBe(false);

    await vi.advanceTimersByTimeAsync(PING_EVERY_MS - PONG_WITHIN_MS);
    expect(socket().sent).toEqual(['ping', 'ping']);
    await vi.advanceTimersByTimeAsync(PONG_WITHIN_MS);
    expect(socket().closedByClient).toBe(true);
    expect(live.connected).toBe(false);

    await expectNextTryAfter(1_000);
    expect(socket().url).toBe('ws://console.test/ws?ticket=ticket-2');
  });

  it('waits 1 s, then twice as long after each failure up to 30 s, and 1 s again once a connection answered', async () => {
    await started();
    for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      socket().open();
      socket().closeWith(SOCKET_CLOSE.tooSlow);
      await expectNextTryAfter(wait);
    }
    socket().open();
    socket().push({ type: 'count', count: 0 });
    socket().closeWith(1006);
    await expectNextTryAfter(1_000);
  });

  it('leaves up to a quarter of each wait out at random, so dropped tabs do not all come back together', async () => {
    await started(partsWith({ random: () => 0.5 }));
    socket().closeWith(1006);
    await expectNextTryAfter(875);
  });

  it('gets a new ticket when the server refuses the one used', async () => {
    const parts = partsWith();
    await started(parts);
    socket().open();
    socket().closeWith(SOCKET_CLOSE.badTicket);
    await expectNextTryAfter(1_000);
    expect(parts.ticket).toHaveBeenCalledTimes(2);
    expect(socket().url).toBe('ws://console.test/ws?ticket=ticket-2');
  });

  it('asks for a ticket again later when none could be had', async () => {
    let refusals = 1;
    const ticket = vi.fn(async () => {
      if (refusals-- > 0) throw new Error('unreachable');
      return 'ticket-late';
    });
    await started(partsWith({ ticket }));
    expect(FakeSocket.made).toHaveLength(0);
    await expectNextTryAfter(1_000);
    expect(socket().url).toBe('ws://console.test/ws?ticket=ticket-late');
  });

  it('does not come back when the session ended, and asks the server once so that the person is signed out', async () => {
    const parts = partsWith();
    const live = await started(parts);
    socket().open();
    socket().closeWith(SOCKET_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(live.connected).toBe(false);
    expect(parts.checkSession).toHaveBeenCalledTimes(1);
  });

  it('closes on stop and does not come back, even when the ticket arrives afterwards', async () => {
    const live = await started();
    socket().open();
    live.stop();
    expect(socket().closedByClient).toBe(true);
    expect(live.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(1);

    live.start();
    live.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
