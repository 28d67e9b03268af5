/**
 * A WebSocket the test drives (jsdom has none that connects): every socket made is kept, with the
 * texts sent on it; the test opens it, pushes texts, and closes it with a code.
 */
export class FakeSocket {
  static made: FakeSocket[] = [];
  static get last(): FakeSocket | undefined {
    return FakeSocket.made.at(-1);
  }

  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: string[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(text: string) {
    this.sent.push(text);
  }

  close() {
    this.closedByClient = true;
  }

  open() {
    this.onopen?.();
  }

  push(event: unknown) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }

  /** The server closes the connection. */
  closeWith(code: number) {
    this.onclose?.({ code });
  }
}
