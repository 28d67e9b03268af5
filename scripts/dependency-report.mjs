#!/usr/bin/env node
/**
 * The production dependencies of every workspace that are not at their newest major or whose newest
 * release is over two years old, from the registry's versions and release dates (`npm view`). The
 * registry's audit service cannot be reached from every machine this product is built on; keeping each
 * dependency maintained and current is how the risk stays low. A package that the section
 * "Dependencies held back" of docs/decisions.md names is marked as explained there. Prints a Markdown table (docs/security.md keeps the last one);
 * `--check` exits 1 when a package is behind and not explained.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['.', 'apps/server', 'apps/web', 'packages/contract', 'packages/open-client'];
const MAINTAINED_WITHIN_MS = 2 * 365 * 24 * 3_600_000;
const AT_ONCE = 8;
const run = promisify(execFile);

const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** Each production dependency once, with the workspaces that declare it. */
function productionDependencies() {
  const found = new Map();
  for (const workspace of WORKSPACES) {
    for (const name of Object.keys(readJson(path.join(workspace, 'package.json')).dependencies ?? {})) {
      if (name.startsWith('@console/')) continue;
      found.set(name, [...(found.get(name) ?? []), workspace === '.' ? 'root' : workspace]);
    }
  }
  return found;
}

/** The version npm installed for a workspace (hoisted to the root, or kept beside the workspace). */
function installedVersion(name, workspaces) {
  for (const folder of [...workspaces.map((workspace) => (workspace === 'root' ? '.' : workspace)), '.']) {
    try {
      return readJson(path.join(folder, 'node_modules', name, 'package.json')).version;
    } catch {
      // Not installed in this folder: try the next.
    }
  }
  return undefined;
}

async function registryFacts(name) {
  const { stdout } = await run('npm', ['view', name, 'dist-tags.latest', 'time', '--json'], { maxBuffer: 64 * 1024 * 1024 });
  const facts = JSON.parse(stdout);
  const latest = facts['dist-tags.latest'];
  return { latest, released: new Date(facts.time[latest]) };
}

/** The section of docs/decisions.md that says why a dependency is behind. */
function heldBackSection() {
  const text = readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8');
  const start = text.indexOf('## Dependencies held back');
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const majorOf = (version) => Number(version.split('.')[0]);

async function inTurns(items, work) {
  const results = [];
  for (let start = 0; start < items.length; start += AT_ONCE) results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  return results;
}

async function report() {
  const decisions = heldBackSection();
  const now = Date.now();
  const rows = await inTurns([...productionDependencies()], async ([name, workspaces]) => {
    const installed = installedVersion(name, workspaces);
    const { latest, released } = await registryFacts(name);
    const problems = [];
    if (!installed) problems.push('not installed');
    else if (majorOf(installed) < majorOf(latest)) problems.push(`behind a major (newest ${latest})`);
    if (now - released.getTime() > MAINTAINED_WITHIN_MS) problems.push(`no release since ${released.toISOString().slice(0, 10)}`);
    return { name, workspaces, installed, latest, released, problems, explained: decisions.includes(`\`${name}\``) };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

const rows = await report();
const flagged = rows.filter((row) => row.problems.length > 0);
console.log(`${rows.length} production dependencies; ${flagged.length} behind or unmaintained.\n`);
if (flagged.length > 0) {
  console.log('| package | installed | newest | newest released | why flagged | explained in docs/decisions.md |');
  console.log('|---|---|---|---|---|---|');
  for (const row of flagged) {
    console.log(`| \`${row.name}\` | ${row.installed ?? '—'} | ${row.latest} | ${row.released.toISOString().slice(0, 10)} | ${row.problems.join('; ')} | ${row.explained ? 'yes' : '**no**'} |`);
  }
}
if (process.argv.includes('--check') && flagged.some((row) => !row.explained)) process.exit(1);
