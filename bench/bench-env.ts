/**
 * What every bench's server is started with besides its own settings: no role requires a second
 * factor (`REQUIRE_TWO_FACTOR=false`), since the benches sign their admin in with a password alone.
 */
export const BENCH_ENV = { REQUIRE_TWO_FACTOR: 'false' };
