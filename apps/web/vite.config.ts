import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on its own port; the built app is served by the server itself. */
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
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
