import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { messagesRoutes, SOCKET_CLOSE, type SocketEvent } from '@console/contract/messages';
import { call, urlOf } from './request.ts';

/** The client asks `ping` this often, and drops a connection that has not answered `pong` within PONG_WITHIN_MS. */
export const PING_EVERY_MS = 25_000;
export const PONG_WITHIN_MS = 10_000;
/** Waits before another try: the first, doubling after each failure up to the longest. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_LONGEST_MS = 30_000;
/** Up to this share of a wait is left out at random, so that the tabs one restart dropped do not all come back at once. */
export const RETRY_JITTER = 0.25;

export type RealtimeEvent = SocketEvent;
export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;
type Listener = (event: RealtimeEvent) => void;

/** What a connection needs from outside it; tests give their own. */
export interface RealtimeParts {
  /** A single-use ticket for the next connection (the token never travels in an address). */
  ticket(): Promise<string>;
  /** The socket's address for a ticket. */
  address(ticket: string): string;
  /** Asks the server something of the session: a session that ended then signs the person out, as any call does. */
  checkSession(): void;
  /** A number in [0, 1) for the jitter. */
  random(): number;
}

const SOCKET_PROTOCOLS: Record<string, string> = { 'https:': 'wss:', 'http:': 'ws:' };

const BROWSER_PARTS: RealtimeParts = {
  ticket: async () => (await call(messagesRoutes.ticket)).ticket,
  address: (ticket) => `${SOCKET_PROTOCOLS[location.protocol] ?? 'ws:'}//${location.host}${urlOf(messagesRoutes.socket)}?ticket=${encodeURIComponent(ticket)}`,
  // The request client answers a refused session by signing out; nothing else is to be done here.
  checkSession: () => void call(messagesRoutes.count).catch(() => undefined),
  random: Math.random,
};

/** One run of the connection, from `start` to `stop`: what a run began is dropped once it is over. */
type Run = object;

/**
 * The tab's one connection to the message socket while a session is signed in: it gets a ticket,
 * connects, hands each event to the listeners of its `type`, pings to find a dead connection, and
 * comes back after a failure with growing waits. A session that ended is not retried.
 */
export class RealtimeConnection {
  private run: Run | undefined;
  private socket: WebSocket | undefined;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private isOpen = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly connectedListeners = new Set<() => void>();

  constructor(private readonly parts: RealtimeParts = BROWSER_PARTS) {}

  /** Whether the socket is open: while it is not, what it would push must be asked for. */
  get connected(): boolean {
    return this.isOpen;
  }

  start(): void {
    if (this.run) return;
    const run: Run = {};
    this.run = run;
    void this.connect(run);
  }

  stop(): void {
    this.run = undefined;
    this.failures = 0;
    clearTimeout(this.retryTimer);
    this.drop();
  }

  /** Calls `listener` with every event of this type; answers how to stop. */
  on<T extends RealtimeEventType>(type: T, listener: (event: RealtimeEventOf<T>) => void): () => void {
    const own = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, own);
    own.add(listener as Listener);
    return () => own.delete(listener as Listener);
  }

  /** Calls `listener` whenever `connected` changes; answers how to stop. */
  onConnectedChange(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  private async connect(run: Run): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.parts.ticket();
    } catch {
      return this.retry(run);
    }
    if (this.run !== run) return;
    const socket = new WebSocket(this.parts.address(ticket));
    this.socket = socket;
    socket.onopen = () => {
      this.pingTimer = setInterval(() => this.ping(run), PING_EVERY_MS);
      this.setOpen(true);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => this.closed(run, event.code);
  }

  private closed(run: Run, code: number): void {
    this.drop();
    if (code !== SOCKET_CLOSE.sessionEnded) return this.retry(run);
    this.run = undefined;
    this.parts.checkSession();
  }

  /** Another try later; a refused ticket, a slow reader or a server restart alike get a new ticket. */
  private retry(run: Run): void {
    if (this.run !== run) return;
    const wait = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** this.failures) * (1 - RETRY_JITTER * this.parts.random());
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.connect(run), wait);
  }

  private ping(run: Run): void {
    this.socket?.send('ping');
    this.pongTimer ??= setTimeout(() => {
      this.drop();
      this.retry(run);
    }, PONG_WITHIN_MS);
  }

  private receive(data: unknown): void {
    // The server admits a socket after it opened, and may close it then: only an answer shows that it works.
    this.failures = 0;
    if (data === 'pong') {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      return;
    }
    const event = parsedEvent(data);
    if (event) for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  /** Forgets the socket, closing it if it is still open, and its timers. */
  private drop(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    }
    this.setOpen(false);
  }

  private setOpen(open: boolean): void {
    if (this.isOpen === open) return;
    this.isOpen = open;
    for (const listener of this.connectedListeners) listener();
  }
}

/** An event of the socket; text that is none (a later server's news this client does not know) is left alone. */
function parsedEvent(data: unknown): RealtimeEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return typeof event.type === 'string' ? (event as RealtimeEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** The tab's connection. */
export const realtime = new RealtimeConnection();

/** Calls `listener` with every event of this type the socket pushes while the component is shown. */
export function useRealtimeEvent<T extends RealtimeEventType>(type: T, listener: (event: RealtimeEventOf<T>) => void): void {
  const onEvent = useEffectEvent(listener);
  useEffect(() => realtime.on(type, (event) => onEvent(event)), [type]);
}

/** Whether the socket is open now. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore((changed) => realtime.onConnectedChange(changed), () => realtime.connected);
}
