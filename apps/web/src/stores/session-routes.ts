/**
 * The session's calls, loaded when first used: their schemas come with the schema library, which
 * the sign-in page does not need to show.
 */
export { authRoutes } from '@console/contract/auth';
export { menuRoutes } from '@console/contract/menu';
export { settingsRoutes } from '@console/contract/settings';
export { socialRoutes } from '@console/contract/social';
