import { useEffect, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { lazyExport } from '../lib/on-demand.tsx';

/** Switches to the mobile device mode, with the sidebar collapsed, below 992 px. */
export function useDeviceMode() {
  const setDevice = useAppStore((state) => state.setDevice);
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const apply = () => {
      setDevice(query.matches ? 'mobile' : 'desktop');
      if (query.matches) closeSidebar();
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setDevice, closeSidebar]);
}

/** Loaded only for a session that owes a step of its sign-in. */
const UnfinishedSignIn = lazyExport(() => import('../components/sign-in-steps.tsx'), 'UnfinishedSignIn');

/**
 * The shell, or all an account sees until its sign-in is finished: the second factor it enrolled, a
 * password of its own in place of one somebody else set (a one-time password, one an administrator
 * chose), the enrolment of a second factor its role requires. The server refuses everything else
 * meanwhile, so the shell is not even mounted and asks for nothing.
 */
export function SignInFinishedFirst({ children }: { children: ReactNode }) {
  const step = useSession((state) => state.info?.signInStep ?? null);
  const done = useSession((state) => state.signInStepDone);
  return step ? <UnfinishedSignIn step={step} onDone={done} /> : children;
}
