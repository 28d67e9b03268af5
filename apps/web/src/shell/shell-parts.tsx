import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
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

const MAIN_ID = 'main-content';

/** Gives the page area the focus: the next Tab reaches the page's first control, past the menu and the top bar. */
export function focusMain() {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/** The shell's first stop for the keyboard, shown only when focused: past the menu and the top bar to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    // The address keeps its route: a fragment would add an entry to the history.
    event.preventDefault();
    focusMain();
  };
  return <a href={`#${MAIN_ID}`} className="skip-link" onClick={skip}>{t('nav.skipToMain')}</a>;
}

/** The page area of both shells, which the skip link and the command palette give the focus to. */
export function MainContent({ children }: { children: ReactNode }) {
  return <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: 16, minHeight: 0 }}>{children}</Layout.Content>;
}
