import net from 'node:net';

/**
 * A TCP relay a test can break: between the product and PostgreSQL or Redis, it forwards bytes
 * until `cut()`, which resets every open connection and every new one, as a stopped server would,
 * until `restore()`.
 */
export class TcpProxy {
  private readonly open = new Set<net.Socket>();
  private up = true;

  private constructor(private readonly server: net.Server) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer();
    const proxy = new TcpProxy(server);
    server.on('connection', (client) => proxy.relay(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.host = `127.0.0.1:${this.port}`;
    return through.toString();
  }

  cut(): void {
    this.up = false;
    for (const socket of this.open) socket.resetAndDestroy();
  }

  restore(): void {
    this.up = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: net.Socket, target: { host: string; port: number }): void {
    client.on('error', () => undefined);
    if (!this.up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      this.open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.open.delete(from);
        to.destroy();
      });
    }
  }
}
