import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // The suite runs alone: rendering under jsdom keeps a core busy, so use every one (vitest leaves one idle).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
