/**
 * Messages between the parts of the platform, by channel: delivered at once to the listeners of this
 * instance, and to those of every other instance when the platform is scaled out.
 */
export interface Bus {
  /** Delivers to this instance's listeners before it returns; other instances hear it shortly after. */
  publish(channel: string, message: string): void;
  /** Listens to a channel until the answered function is called. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
}

/** The in-process bus of the embedded default; the Redis bus delivers to its own instance through one too. */
export class LocalBus implements Bus {
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  publish(channel: string, message: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners.add(listener));
    return () => void listeners.delete(listener);
  }

  channels(): string[] {
    return [...this.listeners.keys()];
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
