/**
 * The session's calls, loaded when first used: their schemas come with the schema library, which
 * the sign-in page does not need to show.
 */
export { authRoutes, menuRoutes, settingsRoutes, socialRoutes } from '@console/contract';
