import { useEffect } from 'react';
import { OpenedOnce } from '../lib/on-demand.tsx';
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

/** Keeps an account that signed in with a one-time password in the password dialog until it is changed. */
export function ForcedPasswordChange() {
  const mustChange = useSession((state) => state.info?.mustChangePassword ?? false);
  const passwordChanged = useSession((state) => state.passwordChanged);
  return <OpenedOnce open={mustChange}><ChangePasswordDialog open={mustChange} forced onDone={passwordChanged} /></OpenedOnce>;
}
