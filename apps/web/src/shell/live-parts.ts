/** The shell's parts that follow the message socket, loaded together as one part (see on-demand-parts.ts). */
export { RealtimeSession } from './RealtimeSession.tsx';
export { TodoBell } from './todos/TodoBell.tsx';
