import type { FormEvent, ReactNode } from 'react';

/**
 * A sign-in refused because the password expired, held in memory (never in the address or history)
 * while `/shortMsg?for=expired` asks for a new one.
 */
export const expiredSignIn: { pending: { username: string; oldPassword: string; withCaptcha: boolean } | null } = { pending: null };

/**
 * The card and title of index.html's sign-in frame (its classes), so that a sign-in form replaces the
 * frame in place; the form checks its fields itself.
 */
export function SignInCard({ title, onSubmit, children }: { title: string; onSubmit: (event: FormEvent) => Promise<void>; children: ReactNode }) {
  return (
    <div className="boot-frame">
      <form className="boot-card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h3 className="boot-title">{title}</h3>
        {children}
      </form>
    </div>
  );
}
