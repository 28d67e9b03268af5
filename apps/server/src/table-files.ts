import { readdir } from 'node:fs/promises';
import { SERVER_ROOT } from './server-root.ts';

const MODULES = new URL('src/modules/', SERVER_ROOT);
const TABLE_FILE = /\.table\.ts$/;

export interface TableFile {
  /** The module's folder, `users`. */
  folder: string;
  /** The file in it, `users.table.ts`. */
  file: string;
  exports: Record<string, unknown>;
}

/**
 * Every module's table file (`modules/<folder>/<name>.table.ts`) with its exports. The import's address
 * is a pattern both the server's bundle and the test runner resolve when they build: each holds every
 * table file.
 */
export async function tableFiles(): Promise<TableFile[]> {
  const found: TableFile[] = [];
  for (const folder of await readdir(MODULES, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of (await readdir(new URL(`${folder.name}/`, MODULES))).filter((name) => TABLE_FILE.test(name))) {
      const name = file.replace(TABLE_FILE, '');
      const exports = (await import(`./modules/${folder.name}/${name}.table.ts`)) as Record<string, unknown>;
      found.push({ folder: folder.name, file, exports });
    }
  }
  return found;
}
