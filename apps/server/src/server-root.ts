/**
 * The server's folder (`apps/server/`), for the files it reads at run time: its migrations, its
 * package, the web build. Resolved from this file, one folder below it; the built bundle
 * (`dist/main.mjs`) sits one folder below it too, so the same address holds in both.
 */
export const SERVER_ROOT = new URL('../', import.meta.url);
