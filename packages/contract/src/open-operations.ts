/**
 * The platform's own operations the contract opens to partners through the open gateway (a route's
 * `openAs`). Below `route.ts`: a route names one without knowing the open platform's domain.
 */
export const OPEN_OPERATIONS = ['dict.entries', 'domain.config'] as const;
export type OpenOperationName = (typeof OPEN_OPERATIONS)[number];
