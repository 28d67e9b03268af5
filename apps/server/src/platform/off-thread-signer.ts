import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../server-root.ts';

interface Pending {
  text: string;
  key: KeyObject;
  resolve: (signature: string) => void;
  reject: (error: Error) => void;
}

/** What the thread answers for a batch: its number, then each signature in order, or why it could not be made. */
type WorkerAnswer = [batch: number, ...signatures: (string | { error: string })[]];

/**
 * Signs texts with Ed25519 (or Ed448) private keys in a thread of its own, so that a server signing
 * every answer keeps its event loop for the calls: a signature (about 30 µs) is the largest single
 * cost of a gateway call. Texts asked for in one turn of the event loop go as one message. A key crosses to the
 * thread once, and is then named by a number (a key object is a costly message); the thread forgets
 * it once nothing here holds it. The thread starts on the first signature; should it die, what it
 * held is refused and the next batch starts another, which is sent keys afresh. Once closed, every
 * text is refused.
 */
export class OffThreadSigner {
  private worker?: Worker;
  private queued: Pending[] = [];
  private readonly sent = new Map<number, Pending[]>();
  private batches = 0;
  private closed = false;
  private keyIds = new WeakMap<KeyObject, number>();
  private keysMade = 0;
  private forgotten: number[] = [];
  private readonly released = new FinalizationRegistry<number>((id) => this.forgotten.push(id));

  sign(text: string, key: KeyObject): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.queued.length === 0) setImmediate(() => this.flush());
      this.queued.push({ text, key, resolve, reject });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private flush(): void {
    const batch = this.queued;
    this.queued = [];
    if (this.closed) {
      for (const pending of batch) pending.reject(new Error('the signer is closed'));
      return;
    }
    const worker = this.started();
    const newKeys: [number, KeyObject][] = [];
    this.batches += 1;
    // A flat array of numbers and strings: the cheapest message to copy, sent every turn.
    const message: (number | string)[] = [this.batches];
    for (const { key, text } of batch) message.push(this.keyIdOf(key, newKeys), text);
    if (newKeys.length > 0 || this.forgotten.length > 0) worker.postMessage({ newKeys, forgotten: this.forgotten });
    this.forgotten = [];
    this.sent.set(this.batches, batch);
    worker.postMessage(message);
  }

  private keyIdOf(key: KeyObject, newKeys: [number, KeyObject][]): number {
    const known = this.keyIds.get(key);
    if (known !== undefined) return known;
    this.keysMade += 1;
    this.keyIds.set(key, this.keysMade);
    this.released.register(key, this.keysMade);
    newKeys.push([this.keysMade, key]);
    return this.keysMade;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('src/platform/off-thread-signer.worker.mjs', SERVER_ROOT), { execArgv: [] });
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => this.answered(answer));
    const lost = (error: Error) => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.keyIds = new WeakMap();
      }
      for (const batch of this.sent.values()) for (const pending of batch) pending.reject(error);
      this.sent.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the signing thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answered([number, ...signatures]: WorkerAnswer): void {
    const batch = this.sent.get(number) ?? [];
    this.sent.delete(number);
    batch.forEach((pending, index) => {
      const signature = signatures[index]!;
      if (typeof signature === 'string') pending.resolve(signature);
      else pending.reject(new Error(signature.error));
    });
  }
}
