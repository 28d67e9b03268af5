import { defineConfig } from '@playwright/test';
import { SERVER_ENV } from './fixtures/server-env.ts';

/**
 * Browser specs run in Debian's Chromium headless shell (the engine without the desktop browser
 * around it: the specs took 258 s in it against 384 s in the full browser) against the built web app
 * served by the real server on its embedded default, with a data folder of its own for each run.
 */
const port = Number(process.env.E2E_PORT ?? 18_080);

const SIGN_IN_FOR_EVERYONE = /\/config\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  // Limits that only catch a hang: how fast a page answers is measured in bench/, never asserted here.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two browsers at once: the server waits on its database most of the time, so a second worker
  // overlaps the other's waits even on two cores.
  workers: 2,
  // A spec that passes only on its second try fails the run all the same (a flake is a defect to fix):
  // the second try only tells a flake from a steady failure, and `npm test` prints the page of each.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // The console stops antd's animations when the system asks for less motion: the specs test what
    // the pages do, and the headless shell no longer paints every frame of every opening dialog in
    // software (the specs took 212 s against 243 s with animations, back to back).
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: SIGN_IN_FOR_EVERYONE },
    // Changes how everyone signs in for a moment (the captcha setting): runs alone, after the others.
    { name: 'sign-in settings', testMatch: SIGN_IN_FOR_EVERYONE, dependencies: ['chromium'] },
  ],
  webServer: {
    // The product as built (`npm run build`) on a seeded data folder: `npm test` builds it and seeds the folder
    // beside its other stages (E2E_BUILT, E2E_SEEDED).
    command: [
      ...(process.env.E2E_BUILT ? [] : ['npm run build --prefix ..']),
      ...(process.env.E2E_SEEDED ? [] : ['npm run seed']),
      'node ../apps/server/dist/main.mjs',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/yl1001/platform/api/user/initCaptcha`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1' },
  },
});
