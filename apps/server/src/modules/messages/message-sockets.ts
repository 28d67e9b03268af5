import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_CLOSE, SOCKET_TICKET_SECONDS } from '@console/contract/messages';
import type { Caller } from '../../http/access.ts';
import { ACCESS_CHANGED } from '../../platform/access-memo.ts';
import type { Cache } from '../../platform/cache/index.ts';
import type { Database } from '../../platform/database.ts';
import type { SocketHub, SocketOwner } from '../../platform/realtime/socket-hub.ts';
import type { SessionsApi } from '../auth/sessions.api.ts';

const TICKET_PREFIX = 'socket-ticket:';
/** Changes to the access tables within this window are checked together. */
const CHECK_DELAY_MS = 100;
/** Sessions also end by going idle or expiring, which no change tells of: they are checked this often too. */
const SWEEP_MS = 60_000;

/**
 * The message sockets' admission and eviction: a socket opens with a single-use ticket (never the
 * token, which would sit in addresses and logs), and closes as soon as its session ends — signed out,
 * revoked, expired or its user disabled — on whichever instance that happened.
 */
export class MessageSockets {
  private scheduled: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly cache: Cache,
    private readonly hub: SocketHub,
    private readonly sessions: SessionsApi,
    private readonly log: FastifyBaseLogger,
  ) {}

  async issueTicket(caller: Caller): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomBytes(24).toString('base64url');
    const owner: SocketOwner = { userId: caller.userId, sessionKey: caller.tokenHash };
    await this.cache.set(TICKET_PREFIX + ticket, JSON.stringify(owner), SOCKET_TICKET_SECONDS * 1000);
    return { ticket, expiresIn: SOCKET_TICKET_SECONDS };
  }

  /**
   * During the upgrade: a socket whose ticket is valid and whose session is live joins the hub as it
   * opens; another is closed with the reason (a browser sees a close code, never an HTTP status).
   */
  async admit(ticket: string | undefined): Promise<(socket: WebSocket) => void> {
    const kept = ticket ? await this.cache.take(TICKET_PREFIX + ticket) : null;
    if (!kept) return (socket) => socket.close(SOCKET_CLOSE.badTicket, 'ticket missing, used or expired');
    const owner = JSON.parse(kept) as SocketOwner;
    if (!(await this.sessions.liveAmong([owner.sessionKey])).has(owner.sessionKey)) return (socket) => socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
    return (socket) => this.hub.add(socket, owner);
  }

  /** Watches sessions while the app runs; answers how to stop. */
  async watch(database: Database): Promise<() => Promise<void>> {
    await database.listen(ACCESS_CHANGED, { changed: () => this.schedule(), lost: () => undefined, restored: () => this.schedule() });
    const sweep = setInterval(() => this.schedule(), SWEEP_MS);
    return async () => {
      this.stopped = true;
      clearInterval(sweep);
      clearTimeout(this.scheduled);
      await this.checking;
    };
  }

  private schedule() {
    if (this.stopped || this.scheduled || this.hub.size === 0) return;
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      this.checking = this.evictEnded().finally(() => (this.checking = undefined));
    }, CHECK_DELAY_MS);
  }

  private async evictEnded() {
    try {
      const live = await this.sessions.liveAmong(this.hub.sessionKeys());
      if (!this.stopped) this.hub.closeSessionsNotIn(live, SOCKET_CLOSE.sessionEnded, 'session ended');
    } catch (error) {
      // The next change or sweep checks again; the sockets stay open meanwhile.
      this.log.warn({ err: error }, 'could not check the sessions of message sockets');
    }
  }
}
