import { lazyExport } from '../lib/on-demand.tsx';

/** The shell's parts that only some visits open: their code loads on first use, not with the shell. */
export const ChangePasswordDialog = lazyExport(() => import('../components/change-password-dialog.tsx'), 'ChangePasswordDialog');
export const SocialBindingsDialog = lazyExport(() => import('../components/social-bindings-dialog.tsx'), 'SocialBindingsDialog');
/** Two-factor sign-in from the user menu: its status, enrolment with the QR code (a part of its own), turning it off. */
export const TwoFactorDialog = lazyExport(() => import('../components/two-factor/two-factor-panel.tsx'), 'TwoFactorDialog');
export const SettingsDrawer = lazyExport(() => import('./settings-drawer.tsx'), 'SettingsDrawer');
/** The top bar's applications come with their data, so the shell shows without waiting for either. */
export const ProductBar = lazyExport(() => import('./products/product-bar.tsx'), 'ProductBar');
export const ProductsDrawer = lazyExport(() => import('./products/products-drawer.tsx'), 'ProductsDrawer');
/**
 * The message socket and the to-do bell following it come after the shell, in one part: their calls
 * bring the schema library, and a part of its own for each would weigh on the first load. The mending
 * of tables comes with them (no table shows before a page does).
 */
const liveParts = () => import('./live-parts.ts');
export const RealtimeSession = lazyExport(liveParts, 'RealtimeSession');
export const TodoBell = lazyExport(liveParts, 'TodoBell');
export const AccessibleTables = lazyExport(liveParts, 'AccessibleTables');
