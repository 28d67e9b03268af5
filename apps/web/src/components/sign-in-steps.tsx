import type { SignInStep } from '@console/contract';
import { lazyExport } from '../lib/on-demand.tsx';

// Each loads the first time a sign-in owes its step.
const SecondFactorStep = lazyExport(() => import('./two-factor/second-factor-step.tsx'), 'SecondFactorStep');
const ForcedPasswordChange = lazyExport(() => import('./change-password-dialog.tsx'), 'ChangePasswordDialog');
const TwoFactorEnrolmentDialog = lazyExport(() => import('./two-factor/two-factor-panel.tsx'), 'TwoFactorEnrolmentDialog');

/**
 * What a session whose sign-in owes `step` sees instead of any page: the second step of the sign-in,
 * the forced change of a password somebody else set, or the enrolment of the second factor its role
 * requires. `onDone` once the step is paid.
 */
export function UnfinishedSignIn({ step, onDone }: { step: SignInStep; onDone: () => void }) {
  if (step === 'secondFactor') return <SecondFactorStep onDone={onDone} />;
  if (step === 'password') return <ForcedPasswordChange open forced onDone={onDone} />;
  return <TwoFactorEnrolmentDialog onDone={onDone} />;
}
