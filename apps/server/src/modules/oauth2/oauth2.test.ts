import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { API_BASE, type Page } from '@console/contract';
import { type LogRecord } from '@console/contract/logs';
import { useFileApp, type FileApp } from '../../../test/harness.ts';
import { LOG_WRITER_DEFAULTS } from '../logs/log-writer.ts';

const REDIRECT = 'http://127.0.0.1:9/callback';

async function addClient(t: FileApp, overrides: Record<string, unknown> = {}) {
  const { secret } = (await t.call('GET', '/client/getSecretKey', { token: t.admin })).json().data as { secret: string };
  const response = await t.call('POST', '/client/add', {
    token: t.admin,
    json: { name: `网站${Math.random().toString(36).slice(2, 8)}`, redirectUris: [REDIRECT], scopes: ['openid', 'profile', 'email'], secret, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...(response.json().data as { id: number; clientId: string; secret: string }), plainSecret: secret };
}

/** Follows the authorization URL as the browser's authorize page does, as the admin; answers the redirect. */
async function authorizeAsAdmin(t: FileApp, url: URL, approved: boolean | 'auto' = true): Promise<URL> {
  const query = Object.fromEntries(url.searchParams);
  // As from the page of the site the website was sent to: the provider names itself by that origin.
  const headers = { host: url.host };
  const checked = await t.call('GET', '/oauth2/authorize', { token: t.admin, query, headers });
  expect(checked.statusCode, checked.body).toBe(200);
  const data = checked.json().data as { redirect?: string; consent?: unknown };
  if (approved === 'auto') return new URL(data.redirect!);
  expect(data.consent).toBeDefined();
  const answered = await t.call('POST', '/oauth2/authorized', { token: t.admin, json: { ...query, approved }, headers });
  expect(answered.statusCode, answered.body).toBe(200);
  return new URL(answered.json().data.redirect as string);
}

describe('connected websites', () => {
  const t = useFileApp();

  it('keeps the secret as a digest, masks it, and refuses unsafe redirect URIs naming the field', async () => {
    const client = await addClient(t);
    expect(client.clientId).toMatch(/^[0-9a-f]{24}$/);
    expect(client.secret).toBe('******');
    const listed = (await t.call('GET', '/client/getByCondition', { token: t.admin })).json().data;
    expect(JSON.stringify(listed)).not.toContain(client.plainSecret);

    for (const uri of ['javascript:alert(1)', 'data:text/html,hi', 'http://evil.example/cb', 'https://a.example/cb#frag']) {
      const refused = await t.call('POST', '/client/add', { token: t.admin, json: { name: 'x', redirectUris: [uri], scopes: ['openid'], secret: client.plainSecret } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().status_desc).toContain('redirectUris');
    }
    const outside = await t.call('POST', '/client/edit', { token: t.admin, json: { id: client.id, autoApproveScopes: ['phone'] } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().status_desc).toContain('autoApproveScopes');
  });

  it('shows a role the websites it is given, and a user the enabled ones of their roles', async () => {
    const client = await addClient(t, { homeUrl: 'https://hr.example.com' });
    const userId = await t.createUser('sso-user', 'Sso-pass-1');
    const roleId = Number((await t.database.db.execute(`select role_id from user_roles where user_id = ${userId}`) as unknown as { rows: { role_id: number }[] }).rows[0]!.role_id);
    const saved = await t.call('POST', '/bindClient/saveProductView', { token: t.admin, json: { roleId, clientIds: [client.id] } });
    expect(saved.json().data).toEqual({ roleId, clientIds: [client.id] });
    expect((await t.call('GET', '/bindClient/getViewByProductRole', { token: t.admin, query: { roleId: String(roleId) } })).json().data.clientIds).toEqual([client.id]);
    const token = await t.login('sso-user', 'Sso-pass-1');
    expect((await t.call('GET', '/bindClient/lists', { token })).json().data).toEqual([expect.objectContaining({ clientId: client.clientId, homeUrl: 'https://hr.example.com' })]);
    expect((await t.call('GET', '/bindClient/info', { token, query: { clientId: 'other' } })).statusCode).toBe(404);
    const missing = await t.call('POST', '/bindClient/saveProductView', { token: t.admin, json: { roleId, clientIds: [999_999] } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('the OpenID provider, used by openid-client', () => {
  const t = useFileApp();

  async function discovered(client: { clientId: string; plainSecret: string }, auth?: oidc.ClientAuth) {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    return oidc.discovery(new URL(`${address}${API_BASE}/oauth2`), client.clientId, client.plainSecret, auth, { execute: [oidc.allowInsecureRequests] });
  }

  async function authorizationUrl(config: oidc.Configuration, scope = 'openid profile email') {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT, scope, state, nonce, code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    });
    return { url, verifier, state, nonce };
  }

  it('runs the code flow with PKCE: tokens, userinfo, refresh, and refuses a reused refresh token', async () => {
    const client = await addClient(t);
    const config = await discovered(client);
    const { url, verifier, state, nonce } = await authorizationUrl(config);
    expect(url.pathname).toBe('/authorize');
    const back = await authorizeAsAdmin(t, url);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type']);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ aud: client.clientId, preferred_username: 'admin' });
    expect(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)).toMatchObject({ sub: claims.sub, preferred_username: 'admin' });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The reuse ended the grant: its newest tokens are refused too.
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(config, refreshed.access_token, claims.sub)).rejects.toBeDefined();
  });

  it('authenticates the client with HTTP Basic too, and refuses a wrong secret', async () => {
    const client = await addClient(t);
    const config = await discovered(client, oidc.ClientSecretBasic(client.plainSecret));
    const { url, verifier, state, nonce } = await authorizationUrl(config, 'openid');
    const back = await authorizeAsAdmin(t, url);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect(tokens.access_token).toBeTruthy();
    const wrong = await discovered({ ...client, plainSecret: 'x'.repeat(43) }, oidc.ClientSecretBasic('x'.repeat(43)));
    await expect(oidc.refreshTokenGrant(wrong, tokens.refresh_token!)).rejects.toMatchObject({ status: 401 });
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).resolves.toMatchObject({ token_type: 'bearer' });
  });

  it('takes a code once: a reused code ends the tokens it gave; a wrong verifier is refused', async () => {
    const client = await addClient(t);
    const config = await discovered(client);
    const first = await authorizationUrl(config);
    const back = await authorizeAsAdmin(t, first.url);
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: first.verifier, expectedState: first.state, expectedNonce: first.nonce });
    await expect(oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: first.verifier, expectedState: first.state, expectedNonce: first.nonce })).rejects.toMatchObject({ error: 'invalid_grant' });
    const introspected = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspected.active).toBe(false);

    const second = await authorizationUrl(config);
    const again = await authorizeAsAdmin(t, second.url);
    await expect(oidc.authorizationCodeGrant(config, again, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: second.state })).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it("logs a website's refused exchange without its code, verifier or secret, and not the successful one", async () => {
    const client = await addClient(t);
    const config = await discovered(client);
    const { url, verifier } = await authorizationUrl(config);
    const code = (await authorizeAsAdmin(t, url)).searchParams.get('code')!;
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: client.clientId };
    const refused = await t.call('POST', '/oauth2/token', { form: { ...form, client_secret: 'w'.repeat(43) } });
    expect(refused.json()).toMatchObject({ error: 'invalid_client' });
    const exchanged = await t.call('POST', '/oauth2/token', { form: { ...form, client_secret: client.plainSecret } });
    expect(exchanged.statusCode, exchanged.body).toBe(200);

    const logged = async () => ((await t.call('GET', '/log/list/operation', { token: t.admin, query: { route: '/oauth2/token' } })).json().data as Page<LogRecord>).records
      .filter((entry) => entry.body.includes(client.clientId));
    await expect.poll(async () => (await logged()).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, LOG_WRITER_DEFAULTS.delayMs * 3));
    const [entry, ...others] = await logged();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ status: refused.statusCode, success: false });
    for (const secret of [code, verifier, 'w'.repeat(43)]) expect(entry!.body).not.toContain(secret);
  });

  it('refuses a code altered, a refresh token given as a code, a code used twice at once, and the code of a user gone since', async () => {
    const client = await addClient(t, { autoApproveScopes: ['openid'] });
    const config = await discovered(client);
    const exchange = (code: string, verifier: string) => t.call('POST', '/oauth2/token', {
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: client.clientId, client_secret: client.plainSecret },
    });
    const codeAs = async (token: string) => {
      const { url, verifier } = await authorizationUrl(config, 'openid');
      const answer = await t.call('GET', '/oauth2/authorize', { token, query: Object.fromEntries(url.searchParams) });
      return { code: new URL(answer.json().data.redirect as string).searchParams.get('code')!, verifier };
    };

    const first = await codeAs(t.admin);
    const altered = `${first.code.slice(0, -2)}${first.code.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await exchange(altered, first.verifier)).json()).toMatchObject({ error: 'invalid_grant' });
    const [one, two] = await Promise.all([exchange(first.code, first.verifier), exchange(first.code, first.verifier)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const given = (one.statusCode === 200 ? one : two).json() as { access_token: string; refresh_token: string };
    // The second use ended the grant of the first.
    expect((await oidc.tokenIntrospection(config, given.access_token)).active).toBe(false);
    expect((await exchange(given.refresh_token, first.verifier)).json()).toMatchObject({ error: 'invalid_grant' });

    const userId = await t.createUser('sso-gone', 'Sso-pass-1');
    const gone = await codeAs(await t.login('sso-gone', 'Sso-pass-1'));
    await t.database.db.execute(`delete from users where id = ${userId}`);
    expect((await exchange(gone.code, gone.verifier)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('skips the consent when every scope is auto-approved, and revokes on request', async () => {
    const client = await addClient(t, { autoApproveScopes: ['openid', 'profile', 'email'] });
    const config = await discovered(client);
    const { url, verifier, state, nonce } = await authorizationUrl(config);
    const back = await authorizeAsAdmin(t, url, 'auto');
    const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    expect((await oidc.tokenIntrospection(config, tokens.access_token)).active).toBe(true);
    await oidc.tokenRevocation(config, tokens.refresh_token!);
    expect((await oidc.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
  });

  it('never redirects to an unregistered URI, and sends other faults back to the website', async () => {
    const client = await addClient(t);
    const base = { client_id: client.clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', state: 's1', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' };
    const ask = (query: Record<string, string>) => t.call('GET', '/oauth2/authorize', { token: t.admin, query });

    expect((await ask({ ...base, client_id: 'nobody' })).statusCode).toBe(400);
    const elsewhere = await ask({ ...base, redirect_uri: 'https://evil.example/cb' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).not.toContain('evil.example/cb?');
    await t.call('POST', '/client/edit', { token: t.admin, json: { id: client.id, enabled: false } });
    expect((await ask(base)).statusCode).toBe(400);
    await t.call('POST', '/client/edit', { token: t.admin, json: { id: client.id, enabled: true } });

    const errorOf = async (query: Record<string, string>) => {
      const redirect = new URL((await ask(query)).json().data.redirect as string);
      expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
      expect(redirect.searchParams.get('state')).toBe('s1');
      return redirect.searchParams.get('error');
    };
    expect(await errorOf({ ...base, code_challenge_method: 'plain' })).toBe('invalid_request');
    const { code_challenge: _challenge, ...withoutPkce } = base;
    expect(await errorOf(withoutPkce)).toBe('invalid_request');
    expect(await errorOf({ ...base, scope: 'openid phone' })).toBe('invalid_scope');
    expect(await errorOf({ ...base, response_type: 'token' })).toBe('unsupported_response_type');
    const denied = await t.call('POST', '/oauth2/authorized', { token: t.admin, json: { ...base, approved: false } });
    expect(new URL(denied.json().data.redirect as string).searchParams.get('error')).toBe('access_denied');
    expect((await t.call('GET', '/oauth2/authorize', { query: base })).statusCode).toBe(401);
  });

  it('publishes its keys, keeps the old one published after a rotation, and names itself in discovery', async () => {
    type Jwks = { keys: { kty: string; alg: string; kid: string; d?: string }[] };
    const jwks = (await t.call('GET', '/oauth2/jwks')).json() as Jwks;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const rotated = (await t.call('POST', '/client/signingKey/rotate', { token: t.admin, json: {} })).json().data as { kid: string };
    const after = (await t.call('GET', '/oauth2/jwks')).json() as Jwks;
    expect(after.keys.map((key) => key.kid)).toEqual([rotated.kid, jwks.keys[0]!.kid]);
    const discovery = (await t.call('GET', '/oauth2/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({ code_challenge_methods_supported: ['S256'], token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'] });
  });
});

describe('the protocol endpoints, called with a console session instead of their own credential', () => {
  const t = useFileApp();

  it('refuse it as the RFCs say, never as a session', async () => {
    const userinfo = await t.call('GET', '/oauth2/userinfo', { headers: { authorization: `Bearer ${t.admin}` } });
    expect(userinfo.statusCode).toBe(401);
    expect(userinfo.json()).toMatchObject({ error: 'invalid_token' });
    const token = await t.call('POST', '/oauth2/token', { token: t.admin, form: { grant_type: 'authorization_code', code: 'x' } });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
    const empty = await t.call('POST', '/oauth2/token');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_request' });
    const introspect = await t.call('POST', '/oauth2/introspect', { token: t.admin, form: { token: t.admin } });
    expect(introspect.statusCode).toBe(401);
    expect(introspect.json()).toMatchObject({ error: 'invalid_client' });
  });
});
