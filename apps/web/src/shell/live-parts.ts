/** The shell's parts that follow the message socket, and the tables' mending, loaded together as one part (see on-demand-parts.ts). */
export { RealtimeSession } from './realtime-session.tsx';
export { TodoBell } from './todos/todo-bell.tsx';
export { AccessibleTables } from './accessible-tables.tsx';
