import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The proxy settings docs/operations.md gives for open-source nginx in front of several instances: a
 * request whose connection is refused or reset, or that a closing instance answers with 503 before
 * handling it, goes to the next instance (POSTs too: an instance that stops never drops a request it
 * began); an instance is never marked down (`max_fails=0`), so the one just restarted is used at once;
 * WebSocket upgrades pass; no keep-alive to the instances, so a stopping instance is left as soon as it
 * closes.
 */
function configOf(folder: string, port: number, upstreams: number[]): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
error_log stderr crit;
pid ${folder}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream console {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** nginx on a loopback port of its own, in front of the instances on `upstreams`; stopped by `stop`. */
export class Nginx {
  private constructor(readonly origin: string, private readonly child: ChildProcess, private readonly folder: string) {}

  static async start(upstreams: number[]): Promise<Nginx> {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: scripts/ensure-packages.sh installs nginx from Debian`);
    const folder = await mkdtemp(path.join(tmpdir(), 'console-nginx-'));
    const port = await freePort();
    await writeFile(path.join(folder, 'nginx.conf'), configOf(folder, port, upstreams));
    const child = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
    const origin = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      if (await fetch(`${origin}/healthz`).then(() => true, () => false)) return new Nginx(origin, child, folder);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      this.child.kill('SIGQUIT');
      await new Promise((resolve) => this.child.once('exit', resolve));
    }
    await rm(this.folder, { recursive: true, force: true });
  }
}
