import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CSP_NONCE_SLOT } from '@console/contract';
import { CONTENT_SECURITY_POLICY, type SecurityHeaders } from './security-headers.ts';

/** Answers the web app's page. */
export type SendPage = (reply: FastifyReply) => FastifyReply;

/**
 * The web app's page (the build's index.html, read once: a server serves the build of its start).
 * Each answer has a nonce of its own, 128 random bits, in the page's scripts and styles and in its
 * policy, so a nonce seen in one answer opens no other; no cache keeps an answer, which would repeat it.
 */
export function webPageOf(folder: string, security: SecurityHeaders): SendPage {
  const parts = readFileSync(path.join(folder, 'index.html'), 'utf8').split(CSP_NONCE_SLOT);
  return (reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply.type('text/html; charset=utf-8')
      .headers({ [CONTENT_SECURITY_POLICY]: security.pagePolicy(nonce), 'cache-control': 'no-store' })
      .send(parts.join(nonce));
  };
}

/** A build names the files of its assets folder by their content: a name never gets other bytes, so a browser may keep them. */
const KEPT_A_YEAR = { maxAge: '365d', immutable: true };

/**
 * The built web app at the site root: its page at `/` and `/index.html` (and, through the history
 * fallback, at the app's own addresses), and one route for every other file of the build (not a
 * route per file: hundreds, at every start). A monitor may ask for the page by HEAD.
 */
export async function registerWebApp(app: FastifyInstance, { folder, sendPage }: { folder: string; sendPage: SendPage }): Promise<void> {
  const page = { exposeHeadRoute: true };
  app.get('/', page, (_request, reply) => sendPage(reply));
  app.get('/index.html', page, (_request, reply) => sendPage(reply));
  await app.register(fastifyStatic, { root: folder, wildcard: true, index: false });
  registerAssets(app, path.join(folder, 'assets'));
}

/**
 * The build's assets (its scripts and styles), found by name in a list read once: the route for the
 * other files reads its folder's listing on every request (to refuse a name spelt in another case),
 * which for a folder of hundreds of files costs more than sending the file.
 */
function registerAssets(app: FastifyInstance, folder: string): void {
  if (!existsSync(folder)) return;
  const names = new Set(readdirSync(folder));
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/assets/:name',
    handler: (request, reply) => (names.has(request.params.name) ? reply.sendFile(request.params.name, folder, KEPT_A_YEAR) : reply.callNotFound()),
  });
}
