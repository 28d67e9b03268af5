import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogJournal } from './log-journal.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the log journal', () => {
  it('lets two instances starting on one folder both take what a dead run left, without failing on a file the other removed', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'log-journal-'));
    folders.push(folder);
    const leftover = '4194300-0123456789ab-1.ndjson';
    writeFileSync(path.join(folder, leftover), `${JSON.stringify({ method: 'GET', at: '2026-11-27T10:00:00.000Z' })}\n{"cut sh`);
    const [first, second] = [new LogJournal(folder), new LogJournal(folder)];

    const found = first.leftovers();
    expect(found).toEqual([{ name: leftover, entries: [{ method: 'GET', at: new Date('2026-11-27T10:00:00.000Z') }] }]);
    first.remove([leftover]);
    expect(() => second.remove([leftover])).not.toThrow();
    expect(second.leftovers()).toEqual([]);
    expect(readdirSync(folder)).toEqual([]);
  });
});
