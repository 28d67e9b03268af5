/** Placeholder until the versions contract lands. */
export const useUnreadVersions = (): number => 0;
