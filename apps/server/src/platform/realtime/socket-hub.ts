import type { WebSocket } from 'ws';
import type { Bus } from '../bus/index.ts';

/** Whose a socket is: a user, through one session. */
export interface SocketOwner {
  userId: number;
  /** The session's key (its token's hash): ending the session closes its sockets. */
  sessionKey: string;
}

export interface SocketHubOptions {
  /** Bytes a socket may have waiting to be sent before its client counts as not reading. */
  maxBufferedBytes: number;
  /** How often each socket must answer a ping to stay open. */
  heartbeatMs: number;
  /** Close codes the hub itself uses. */
  tooSlowCode: number;
}

/** What travels on the bus: for everyone (`*`) or for the users listed, then the text to send. */
const CHANNEL = 'realtime';
const EVERYONE = '*';
const HEAD_END = '\n';

/** How long a socket closed for being too slow may take to finish closing before it is cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * The open sockets of this instance, and the real-time channel to them: an event published on any
 * instance, to some users or to everyone, reaches their sockets on every instance (through the bus).
 * Each event is serialised once and sent as the same bytes to every socket it goes to.
 */
export class SocketHub {
  private readonly owners = new Map<WebSocket, SocketOwner>();
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly unanswered = new Set<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: Bus, private readonly options: SocketHubOptions) {
    this.unsubscribe = bus.subscribe(CHANNEL, (message) => this.deliver(message));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Publishes an event to these users' sockets, wherever they are connected. */
  toUsers(userIds: readonly number[], event: object): void {
    if (userIds.length > 0) this.bus.publish(CHANNEL, `${userIds.join(',')}${HEAD_END}${JSON.stringify(event)}`);
  }

  /** Publishes an event to every socket of every instance. */
  toEveryone(event: object): void {
    this.bus.publish(CHANNEL, `${EVERYONE}${HEAD_END}${JSON.stringify(event)}`);
  }

  /** Keeps a socket until it closes; it answers `ping` texts with `pong`. */
  add(socket: WebSocket, owner: SocketOwner): void {
    this.owners.set(socket, owner);
    const ofUser = this.byUser.get(owner.userId) ?? new Set();
    this.byUser.set(owner.userId, ofUser.add(socket));
    socket.on('pong', () => this.unanswered.delete(socket));
    socket.on('message', (data, binary) => {
      if (!binary && data.toString() === 'ping') this.send(socket, PONG);
    });
    socket.once('close', () => this.remove(socket));
  }

  /** The sessions that have sockets here, each once. */
  sessionKeys(): Set<string> {
    return new Set([...this.owners.values()].map((owner) => owner.sessionKey));
  }

  /** Closes the sockets of sessions that are no longer in `live`. */
  closeSessionsNotIn(live: ReadonlySet<string>, code: number, reason: string): void {
    for (const [socket, owner] of this.owners) if (!live.has(owner.sessionKey)) socket.close(code, reason);
  }

  get size(): number {
    return this.owners.size;
  }

  close(code: number, reason: string): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const socket of this.owners.keys()) socket.close(code, reason);
  }

  private remove(socket: WebSocket) {
    const owner = this.owners.get(socket);
    if (!owner) return;
    this.owners.delete(socket);
    this.unanswered.delete(socket);
    const ofUser = this.byUser.get(owner.userId)!;
    ofUser.delete(socket);
    if (ofUser.size === 0) this.byUser.delete(owner.userId);
  }

  private deliver(message: string) {
    const end = message.indexOf(HEAD_END);
    const head = message.slice(0, end);
    const frame = Buffer.from(message.slice(end + 1));
    if (head === EVERYONE) {
      for (const socket of this.owners.keys()) this.send(socket, frame);
      return;
    }
    for (const userId of head.split(',')) for (const socket of this.byUser.get(Number(userId)) ?? []) this.send(socket, frame);
  }

  /** Sends unless the client has left too much unread: then it is closed, so that it cannot grow the server's memory. */
  private send(socket: WebSocket, frame: Buffer) {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.remove(socket);
      socket.close(this.options.tooSlowCode, 'too slow');
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
      return;
    }
    socket.send(frame, { binary: false });
  }

  /** Cuts the sockets that did not answer the last ping, and pings the others. */
  private beat() {
    for (const socket of this.unanswered) {
      this.remove(socket);
      socket.terminate();
    }
    for (const socket of this.owners.keys()) {
      this.unanswered.add(socket);
      socket.ping();
    }
  }
}

const PONG = Buffer.from('pong');
