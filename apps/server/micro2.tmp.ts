import { startTestApp, TEST_ADMIN_PASSWORD } from '/work/main/apps/server/test/harness.ts';
import { addPartner, addRoute, listenOnLoopback, startUpstream } from '/work/main/apps/server/src/modules/open-platform/gateway.test-support.ts';
import { signedRequest } from '@console/open-client';
const app = await startTestApp();
const token = await app.login('admin', TEST_ADMIN_PASSWORD);
const upstream = await startUpstream();
const url = await listenOnLoopback(app.app);
const partner = await addPartner(app, token, url);
const route = await addRoute(app, token, { targetKind: 'http', targetUrl: `${upstream.url}/echo` }, [partner.roleId]);
const creds = { appKey: partner.appKey, signType: 'HMAC-SHA256' as const, secret: partner.secret };
const bodies = Array.from({ length: 20000 }, () => JSON.stringify(signedRequest(creds, route.name, '1.0', { a: 1 })));
let next = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: 10 }, async () => {
  while (next < bodies.length) {
    const body = bodies[next++]!;
    const r = await fetch(`${url}/open/gateway`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await r.text();
  }
}));
console.log('gateway req/s', (bodies.length / ((performance.now() - t0) / 1000)).toFixed(0));
await upstream.close(); await app.close();
