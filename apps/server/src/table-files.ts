/**
 * The exports of one module's table file, `modules/<folder>/<name>.table.ts`. The address is a pattern
 * both the server's bundle and the test runner resolve when they build: each holds every table file.
 */
export function tableFileExports(folder: string, name: string): Promise<Record<string, unknown>> {
  return import(`./modules/${folder}/${name}.table.ts`) as Promise<Record<string, unknown>>;
}
