#!/usr/bin/env node
/**
 * Every check of the project, in phases that keep both cores busy: the quick checks side by side (lint,
 * type checks, the web build), then the server suite, the web suite, and the bundle check beside the
 * browser specs, which serve the build already made. A failed phase stops the run; the time of each
 * stage is printed at the end (docs/quality.md keeps them).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** A stage: a name and the npm arguments that run it. */
const stage = (name, ...args) => ({ name, args });

const PHASES = [
  [stage('lint', 'run', 'lint'), stage('type check', 'run', 'typecheck'), stage('web build', 'run', 'build')],
  [stage('server suite', 'run', 'test', '-w', '@console/server')],
  [stage('web suite', 'run', 'test', '-w', '@console/web')],
  [stage('bundle check', 'run', 'bench:bundle', '-w', '@console/bench'), stage('browser specs', 'run', 'test', '-w', '@console/e2e')],
];

const times = [];

function run({ name, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    // The browser specs serve the web build of the first phase instead of building it again.
    // eslint-disable-next-line no-restricted-properties -- the environment of the stages this script starts, not a setting of the server
    const child = spawn('npm', args, { stdio: 'inherit', env: { ...process.env, E2E_WEB_BUILT: '1' } });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      console.log(`\n[test] ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds.toFixed(0)} s\n`);
      resolve(code === 0);
    });
  });
}

function report(totalSeconds) {
  console.log('[test] stage times:');
  for (const { name, seconds, ok } of times) console.log(`[test]   ${name.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
  console.log(`[test]   ${'all'.padEnd(14)} ${totalSeconds.toFixed(0).padStart(5)} s`);
}

const started = performance.now();
let passed = true;
for (const phase of PHASES) {
  const results = await Promise.all(phase.map(run));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
report((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
