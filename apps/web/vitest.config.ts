import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const sources = fileURLToPath(new URL('./src', import.meta.url));
const testFiles = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file)).map((file) => `src/${file}`);
/** Files that replace a module (`vi.mock`) need a module graph of their own. */
const replacingModules = testFiles.filter((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  // jsdom has no canvas: every file's charts draw into one stand-in (src/test/echarts-stand-in.ts).
  resolve: { alias: { 'echarts/core': fileURLToPath(new URL('./src/test/echarts-stand-in.ts', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
    // Only checks at the lowest priority run beside the suite: rendering under jsdom keeps a core busy, so use
    // every one (vitest leaves one idle).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // The other files share their worker's loaded modules (antd, the features) instead of loading them
      // anew for each file: about half the suite's time. src/test/setup.ts puts back what a file changes.
      { extends: true, test: { name: 'shared-modules', isolate: false, exclude: [...replacingModules, '**/node_modules/**'] } },
      { extends: true, test: { name: 'own-modules', include: replacingModules } },
    ],
  },
});
