import { lazyExport } from '../../lib/on-demand.tsx';

/** The + button's editor, with its drag-and-drop library: loaded when it first opens. */
export const PinnedEditor = lazyExport(() => import('./pinned-editor.tsx'), 'PinnedEditor');
