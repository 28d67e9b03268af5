/** How the app asks: a failed call is shown, not tried again, and coming back to the window asks nothing again. */
export const QUERY_DEFAULTS = { queries: { retry: false, refetchOnWindowFocus: false } } as const;
