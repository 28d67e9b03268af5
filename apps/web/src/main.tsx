import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
// antd's components' styles, static (the theme gives their variables at run time: `zeroRuntime`).
import 'antd/dist/antd.css';
import './styles.css';

/**
 * zod tries `new Function` to compile its checks faster, and the page's policy forbids eval (the browser
 * reports the attempt even though zod catches the refusal). `z.config({ jitless: true })` writes this
 * global, which every copy of zod reads; writing it here keeps zod out of the first load.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
