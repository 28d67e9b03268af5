import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, CSP_NONCE_SLOT } from '@console/contract';
import { startTestApp, TEST_ADMIN_PASSWORD, useFileApp } from './harness.ts';

/** A build of the web app as Vite makes it: its page's inline script and style, and the meta the app reads, carry the nonce slot. */
function webAppFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'headers-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), [
    '<!doctype html><title>console</title>',
    `<meta property="csp-nonce" nonce="${CSP_NONCE_SLOT}">`,
    `<script nonce="${CSP_NONCE_SLOT}">document.documentElement.dataset.appearance = 'light';</script>`,
    `<style nonce="${CSP_NONCE_SLOT}">body { margin: 0 }</style>`,
    `<script type="module" crossorigin src="/assets/app.js" nonce="${CSP_NONCE_SLOT}"></script>`,
  ].join('\n'));
  writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  return root;
}

/** The policy's directives by name, each with its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(header.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

/** The nonces of the page's elements, as the server filled them in. */
const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map(([, nonce]) => nonce);

const page = { accept: 'text/html' };

/** Where a connected website sends a person to sign in (RFC 6749 §4.1.1): a page of the web app, which must refuse framing (§10.13). */
const CONSENT_PAGE = '/authorize?client_id=site&redirect_uri=https%3A%2F%2Fsite.example%2Fcb&response_type=code&scope=openid';

describe('security headers', () => {
  const t = useFileApp({ webRoot: webAppFolder() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  const answers: Record<string, () => Promise<LightMyRequestResponse>> = {
    'an API answer': () => t.call('GET', '/user/info', { token: t.admin }),
    'a public API answer': () => t.call('GET', '/config/signIn'),
    'a sign-in': () => t.call('POST', '/user/login', { form: { username: 'admin', password: TEST_ADMIN_PASSWORD } }),
    'a refusal (401)': () => t.call('GET', '/user/info'),
    'a refused input (400)': () => t.call('GET', '/menu/list', { token: t.admin, query: { appId: 'platform', sort: 'id' } }),
    'an unknown API address (404)': () => get(`${API_BASE}/nothing`, page),
    'an unknown file (404)': () => get('/assets/missing.js'),
    'the web app at /': () => get('/'),
    'the web app at /index.html': () => get('/index.html'),
    'the web app at a deep link': () => get('/sys/user-manage?page=2', page),
    'the OAuth consent page': () => get(CONSENT_PAGE, page),
    'a file of the build': () => get('/assets/app.js'),
    'the liveness probe': () => get('/healthz'),
  };

  it.each(Object.keys(answers))('are on %s', async (kind) => {
    const response = await answers[kind]!();
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src']) {
      expect(policy.get(directive)).toContain("'self'");
      expect(policy.get(directive)).not.toContain("'unsafe-inline'");
      expect(policy.get(directive)).not.toContain("'unsafe-eval'");
    }
    // Served over plain http: a browser would ignore it, and the site has not said it is https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('give each answer of the page a nonce of its own, in its scripts, styles and policy', async () => {
    const [first, second] = [await get('/'), await get(CONSENT_PAGE, page)];
    const nonces = [first, second].map((response) => {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const inPage = noncesIn(response.body);
      expect(inPage).toHaveLength(4);
      expect(new Set(inPage).size).toBe(1);
      const nonce = inPage[0]!;
      // 128 random bits, in base64.
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(policyOf(response).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policyOf(response).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(response.headers['cache-control']).toBe('no-store');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.body).not.toContain(CSP_NONCE_SLOT);
  });

  it('name no nonce in the policy of an answer that is no page', async () => {
    const answer = await t.call('GET', '/user/info', { token: t.admin });
    expect(policyOf(answer).get('script-src')).toEqual(["'self'"]);
    expect(policyOf(answer).get('style-src')).toEqual(["'self'"]);
  });

  it('keep no copy of answers that need a session or sign in, and leave the others to their caches', async () => {
    const noStore = ['an API answer', 'a sign-in', 'a refusal (401)', 'a refused input (400)'];
    for (const kind of noStore) expect((await answers[kind]!()).headers['cache-control'], kind).toBe('no-store');
    expect((await answers['a public API answer']!()).headers['cache-control']).toBeUndefined();
    expect((await answers['a file of the build']!()).headers['cache-control']).not.toContain('no-store');
  });

  it('let browsers keep the build\'s assets, whose names change with their content, and answer only those it has', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/app.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/APP.js', '/assets/..%2Findex.html', '/assets/missing.js']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('ask for https only when the site says it is served over it', async () => {
    const https = await startTestApp({ hsts: true }, { shared: t.database });
    try {
      for (const url of ['/healthz', `${API_BASE}/config/signIn`]) {
        expect((await https.app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await https.close();
    }
  });
});
