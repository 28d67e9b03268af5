import type { MessageType } from '@console/contract/messages';

/** A message the platform itself sends. */
export interface PlatformMessage {
  title: string;
  content: string;
  type: MessageType;
  senderName: string;
  /** Sends the message only if none with this key was sent before (by any instance). */
  dedupeKey?: string;
}

/** What the messages module offers the others: writing to users' inboxes. */
export interface InboxApi {
  /** Sends a message to these users; answers its id, or undefined when its key was used before. */
  send(message: PlatformMessage, receivers: number[]): Promise<number | undefined>;
}

declare module '../../module.ts' {
  interface Services {
    inbox: InboxApi;
  }
}
