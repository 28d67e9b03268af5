#!/usr/bin/env node
/**
 * Every check of the project, keeping both cores busy. The suites run one after another (the server
 * suite, then the web suite), each on both cores; beside them, at the lowest priority, the checks that
 * wait on no clock (lint, the type checks, the build of the web app and the server, the seeding of the
 * browser specs' data folder) take only what the suites leave idle, and the rest of the time once they
 * end. Then the bundle check and the browser specs, which serve that build and that folder. A failed
 * stage stops the run before the browser specs. At the end it prints the time of each stage and the
 * twenty slowest files of each suite (docs/quality.md keeps them); the suites' own reports stay in .test-times/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, '.test-times');
const report = (name) => path.join(REPORTS, `${name}.json`);
const vitestReport = (name) => ['--', '--reporter=default', '--reporter=json', `--outputFile=${report(name)}`];

/** A stage: a name, the npm arguments that run it, and where its suite reports each file's time. */
const stage = (name, args, files) => ({ name, args, files });

/**
 * No time limit inside these, so they may wait whenever a suite wants a core; the suites lose a little
 * to them (a core in the moments a suite waits on PostgreSQL or a child process), less than the idle
 * time they fill (docs/quality.md). The Node workspaces share their compiler options: one program (tsconfig.node.json) checks
 * the server's sources once, where the server's, bench's and e2e's own checks each read them (30 s against 70 s).
 */
const BESIDE = [
  stage('build', ['run', 'build']),
  stage('seed browser data', ['run', 'seed', '-w', '@console/e2e']),
  stage('type check web', ['run', 'typecheck', '-w', '@console/web', '-w', '@console/contract']),
  stage('type check node', ['run', 'typecheck:node']),
  stage('lint', ['run', 'lint']),
];
const SUITES = [
  stage('server suite', ['run', 'test', '-w', '@console/server', ...vitestReport('server')], vitestFiles('server')),
  stage('web suite', ['run', 'test', '-w', '@console/web', ...vitestReport('web')], vitestFiles('web')),
];
const LAST = [stage('bundle check', ['run', 'bench:bundle', '-w', '@console/bench']), stage('browser specs', ['run', 'test', '-w', '@console/e2e', '--', '--reporter=line,json'], browserFiles)];

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

/** The browser specs serve the build and the data folder made beside the suites, and write their JSON report here. */
const STAGE_ENV = {
  // eslint-disable-next-line no-restricted-properties -- the environment of the stages this script starts, not a setting of the server
  ...process.env,
  E2E_BUILT: '1',
  E2E_SEEDED: '1',
  E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-e2e-')),
  PLAYWRIGHT_JSON_OUTPUT_NAME: report('browser'),
};

/** Runs a stage; `lowest` runs it (and all it starts) at the lowest priority. Resolves with whether it passed. */
function run({ name, args }, { lowest = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(lowest ? 'nice' : 'npm', lowest ? ['-n', '19', 'npm', ...args] : args, { cwd: ROOT, stdio: 'inherit', env: STAGE_ENV });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      console.log(`\n[test] ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds.toFixed(0)} s\n`);
      resolve(code === 0);
    });
  });
}

/** How many of each suite's slowest files the run prints (docs/quality.md keeps them). */
const SLOWEST_SHOWN = 20;

function printSlowest(stages) {
  for (const { name, files } of stages) {
    let measured;
    try {
      measured = files();
    } catch {
      continue;
    }
    console.log(`[test] slowest files of the ${name}:`);
    for (const { file, seconds } of measured.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)) console.log(`[test]   ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}

function printTimes(totalSeconds) {
  console.log('[test] stage times:');
  for (const { name, seconds, ok } of times) console.log(`[test]   ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
  console.log(`[test]   ${'all'.padEnd(16)} ${totalSeconds.toFixed(0).padStart(5)} s`);
}

/** Each suite in turn while every stage beside them runs; whether all of them passed. */
async function runSuitesWithTheRestBeside() {
  const beside = Promise.all(BESIDE.map((each) => run(each, { lowest: true })));
  let suitesPassed = true;
  for (const suite of SUITES) suitesPassed = (await run(suite)) && suitesPassed;
  return !(await beside).includes(false) && suitesPassed;
}

mkdirSync(REPORTS, { recursive: true });
// What the tests need from Debian (the browser, fonts, nginx), installed at once when missing.
if (spawnSync(path.join(ROOT, 'scripts/ensure-packages.sh'), { stdio: 'inherit' }).status !== 0) process.exit(1);
const started = performance.now();
const passed = (await runSuitesWithTheRestBeside()) && !(await Promise.all(LAST.map((each) => run(each)))).includes(false);
printSlowest([...SUITES, ...LAST].filter((each) => each.files));
printBrowserProblems();
printTimes((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);
