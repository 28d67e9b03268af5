import { lazyExport } from '../../lib/on-demand.tsx';

/** The popover's list and the to-do dialog load at their first opening: the bell shows its count without them. */
export const TodoPanel = lazyExport(() => import('./todo-panel.tsx'), 'TodoPanel');
export const TodoDetailDialog = lazyExport(() => import('../../components/todos/todo-detail-dialog.tsx'), 'TodoDetailDialog');
