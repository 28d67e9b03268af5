import { lazyExport } from '../lib/on-demand.tsx';

/** The shell's parts that only some visits open: their code loads on first use, not with the shell. */
export const ChangePasswordDialog = lazyExport(() => import('../components/ChangePasswordDialog.tsx'), 'ChangePasswordDialog');
export const SettingsDrawer = lazyExport(() => import('./SettingsDrawer.tsx'), 'SettingsDrawer');
/** The top bar's applications come with their data, so the shell shows without waiting for either. */
export const ProductBar = lazyExport(() => import('./products/ProductBar.tsx'), 'ProductBar');
export const ProductsDrawer = lazyExport(() => import('./products/ProductsDrawer.tsx'), 'ProductsDrawer');
