#!/usr/bin/env node
/**
 * Every check of the project, in phases that keep both cores busy: the quick checks side by side (lint,
 * type checks, the build of the web app and the server), then the server suite, the web suite, and the bundle check beside the
 * browser specs, which serve the build already made. A failed phase stops the run. At the end it prints
 * the time of each stage and the slowest files of each suite (docs/quality.md keeps them); the suites'
 * own reports stay in .test-times/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, '.test-times');
const report = (name) => path.join(REPORTS, `${name}.json`);
const vitestReport = (name) => ['--', '--reporter=default', '--reporter=json', `--outputFile=${report(name)}`];

/** A stage: a name, the npm arguments that run it, and where its suite reports each file's time. */
const stage = (name, args, files) => ({ name, args, files });

const PHASES = [
  // The workspaces that run on Node share their compiler options: one program (tsconfig.node.json) checks
  // the server's sources once, where the server's, bench's and e2e's own checks each read them (30 s against 70 s).
  [
    stage('lint', ['run', 'lint']),
    stage('type check web', ['run', 'typecheck', '-w', '@console/web', '-w', '@console/contract']),
    stage('type check node', ['run', 'typecheck:node']),
    stage('build', ['run', 'build']),
  ],
  [stage('server suite', ['run', 'test', '-w', '@console/server', ...vitestReport('server')], vitestFiles('server'))],
  [stage('web suite', ['run', 'test', '-w', '@console/web', ...vitestReport('web')], vitestFiles('web'))],
  [stage('bundle check', ['run', 'bench:bundle', '-w', '@console/bench']), stage('browser specs', ['run', 'test', '-w', '@console/e2e', '--', '--reporter=line,json'], browserFiles)],
];

/** Each file's time from vitest's JSON report. */
function vitestFiles(name) {
  return () => JSON.parse(readFileSync(report(name), 'utf8')).testResults.map((file) => ({ file: path.relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** Every spec of Playwright's JSON report, however deep its describe blocks nest it. */
function browserSpecs() {
  const specs = [];
  const walk = (suite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report('browser'), 'utf8')).suites) walk(suite);
  return specs;
}

/** Each spec file's time (its tests' durations summed) from Playwright's JSON report. */
function browserFiles() {
  const seconds = new Map();
  for (const spec of browserSpecs()) {
    const spent = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
    seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + spent / 1000);
  }
  return [...seconds].map(([file, spent]) => ({ file: `e2e/specs/${file}`, seconds: spent }));
}

/** The page as it was when a spec failed (Playwright's error context): its content and any dialog over it, rather than the sidebar that comes first. */
function pageAtFailure(context) {
  const lines = readFileSync(context, 'utf8').split('\n# Test source')[0].split('\n');
  const content = lines.findIndex((line) => /^\s*- (main|dialog)\b/.test(line));
  if (content === -1) return lines;
  return [...lines.slice(0, lines.findIndex((line) => line.startsWith('```yaml')) + 1), ...lines.slice(content)];
}

/** The browser specs that failed or passed only on a retry, with the page as it was at each failure. */
function printBrowserProblems() {
  let specs;
  try {
    specs = browserSpecs();
  } catch {
    return;
  }
  for (const spec of specs) {
    for (const test of spec.tests.filter((each) => each.status === 'flaky' || each.status === 'unexpected')) {
      console.log(`[test] browser spec ${test.status === 'flaky' ? 'passed only on a retry' : 'failed'}: ${spec.file}:${spec.line} ${spec.title}`);
      for (const result of test.results.filter((each) => each.status !== 'passed')) {
        const context = result.attachments.find((attachment) => attachment.name === 'error-context')?.path;
        if (context && existsSync(context)) console.log(pageAtFailure(context).slice(0, PAGE_LINES).map((line) => `[test]     ${line}`).join('\n'));
      }
    }
  }
}

/** How much of a failed spec's page to print: enough to see the dialog or message it waited for. */
const PAGE_LINES = 120;

const times = [];

function run({ name, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: ROOT,
      stdio: 'inherit',
      // The browser specs run the build of the first phase instead of building again, and write their JSON report here.
      // eslint-disable-next-line no-restricted-properties -- the environment of the stages this script starts, not a setting of the server
      env: { ...process.env, E2E_BUILT: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report('browser') },
    });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      console.log(`\n[test] ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds.toFixed(0)} s\n`);
      resolve(code === 0);
    });
  });
}

function printSlowest(stages) {
  for (const { name, files } of stages) {
    let measured;
    try {
      measured = files();
    } catch {
      continue;
    }
    console.log(`[test] slowest files of the ${name}:`);
    for (const { file, seconds } of measured.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`[test]   ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}

function printTimes(totalSeconds) {
  console.log('[test] stage times:');
  for (const { name, seconds, ok } of times) console.log(`[test]   ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
  console.log(`[test]   ${'all'.padEnd(16)} ${totalSeconds.toFixed(0).padStart(5)} s`);
}

mkdirSync(REPORTS, { recursive: true });
const started = performance.now();
let passed = true;
for (const phase of PHASES) {
  const results = await Promise.all(phase.map(run));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
printSlowest(PHASES.flat().filter((each) => each.files));
printBrowserProblems();
printTimes((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
