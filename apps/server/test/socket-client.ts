import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import type { SocketEvent } from '@console/contract/messages';
import type { TestApp } from './harness.ts';

/** How long `next` waits for an event before giving up: long enough to catch only one that never comes. */
const WAIT_MS = 15_000;

/** What a test opened, closed after it in reverse order. */
export const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

/** A client of the message socket, keeping what it received. */
export class Client {
  readonly events: SocketEvent[] = [];
  readonly texts: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(readonly socket: WebSocket) {
    opened.push({ close: () => socket.terminate() });
    socket.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      if (text.startsWith('{')) this.events.push(JSON.parse(text) as SocketEvent);
    });
    this.opened = new Promise((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** The first event that matches, waiting for it up to `WAIT_MS`. */
  async next(matches: (event: SocketEvent) => boolean): Promise<SocketEvent> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event among ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** The app listening on a loopback port; the address of its message socket. */
export async function socketUrl(app: TestApp): Promise<string> {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.app.server.address() as AddressInfo).port}/yl1001/platform/api/message/ws`;
}

export const ticketOf = async (app: TestApp, token: string) => (await app.call('POST', '/message/ws/ticket', { token })).json().data.ticket as string;

export async function connect(app: TestApp, token: string): Promise<Client> {
  const client = new Client(new WebSocket(`${await socketUrl(app)}?ticket=${await ticketOf(app, token)}`));
  await client.opened;
  return client;
}

