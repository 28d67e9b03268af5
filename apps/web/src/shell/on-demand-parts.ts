import { lazyExport } from '../lib/on-demand.tsx';

/** The shell's parts that only some visits open: their code loads on first use, not with the shell. */
export const ChangePasswordDialog = lazyExport(() => import('../components/ChangePasswordDialog.tsx'), 'ChangePasswordDialog');
export const SettingsDrawer = lazyExport(() => import('./SettingsDrawer.tsx'), 'SettingsDrawer');
export const PinnedEditor = lazyExport(() => import('./products/PinnedEditor.tsx'), 'PinnedEditor');
