import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_SLOT } from '@console/contract';

/** In development the API runs on its own port; the built app is served by the server itself. */
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // Every script and style of the page, and the `csp-nonce` meta the app reads, carry the slot the
  // server fills with each answer's nonce: the policy admits no inline script or style without it.
  html: { cspNonce: CSP_NONCE_SLOT },
  build: {
    manifest: true,
    // Two chunks are large on purpose and load only with their pages: the API reference's Swagger UI
    // (about 1.3 MB) and the charts' ECharts (about 0.5 MB). What the first screens load is held to its
    // own budgets by the bundle check (bench/bundle-size.ts), so Vite's 500 kB warning would only be noise
    // at every build; it still speaks if a chunk grows past either library.
    chunkSizeWarningLimit: 1_500,
    rolldownOptions: {
      // antd's building blocks declare no `sideEffects` though importing them does nothing: the first
      // screen's inputs need the form context, not the whole form library behind it.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@rc-component\//, sideEffects: false }] },
    },
  },
  server: {
    // `ws`: the message socket lives under the API's base too.
    proxy: { '/yl1001': { target: apiTarget, ws: true }, '/vue-admin-template': apiTarget },
  },
});
