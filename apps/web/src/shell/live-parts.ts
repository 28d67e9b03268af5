/** The shell's parts that follow the message socket, and the tables' mending, loaded together as one part (see on-demand-parts.ts). */
export { RealtimeSession } from './RealtimeSession.tsx';
export { TodoBell } from './todos/TodoBell.tsx';
export { AccessibleTables } from './accessible-tables.tsx';
