import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on its own port; the built app is served by the server itself. */
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { manifest: true },
  server: {
    proxy: { '/yl1001': apiTarget, '/vue-admin-template': apiTarget },
  },
});
