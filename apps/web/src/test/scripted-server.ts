import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export function json(res: ServerResponse, status: number, body: unknown) {
  // A kept-alive connection may be closed by the server between slow tests, failing the next fetch.
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
}

export const ok = (data: unknown, statusDesc = '操作成功'): Answer => (_, res) => json(res, 200, { code: 200, data, status_desc: statusDesc });

/**
 * An HTTP server answering each path as a test scripts it, with `fetch` pointed at it, so the web
 * code's real requests can be observed and each kind of answer produced.
 */
export async function startScriptedServer(answers: Record<string, Answer>, fallback?: Answer) {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    calls.push(`${req.method} ${path}`);
    const answer = answers[path] ?? fallback;
    if (answer) answer(req, res);
    else json(res, 404, { code: 404, data: null, status_desc: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(`${origin}${String(input)}`, init);
  return {
    answers,
    calls,
    origin,
    close() {
      globalThis.fetch = realFetch;
      server.closeAllConnections();
      server.close();
    },
  };
}
