/**
 * The identity of the build this code runs from: `build.mjs` gives each server build its own; code run
 * from its sources (development, the tests) has none.
 */
export const BUILD_ID: string | undefined = undefined;
