import { useEffect, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { ChangePasswordDialog } from './on-demand-parts.ts';

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

/**
 * The shell, or all an account sees until it replaces a password somebody else set (a one-time
 * password, one an administrator chose): the server refuses everything else meanwhile, so the shell
 * is not even mounted and asks for nothing.
 */
export function PasswordChangedFirst({ children }: { children: ReactNode }) {
  const mustChange = useSession((state) => state.info?.mustChangePassword ?? false);
  const passwordChanged = useSession((state) => state.passwordChanged);
  return mustChange ? <ChangePasswordDialog open forced onDone={passwordChanged} /> : children;
}
