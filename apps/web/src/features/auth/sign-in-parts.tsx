import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n.ts';

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
      <LanguageChoice />
      <form className="boot-card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h3 className="boot-title">{title}</h3>
        {children}
      </form>
    </div>
  );
}

/** The languages, each by its own name, before anyone signs in: the choice is remembered as the top bar's is. */
function LanguageChoice() {
  const { t, i18n } = useTranslation();
  return (
    <nav className="sign-in-languages" aria-label={t('nav.language')}>
      {LANGUAGES.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={i18n.language === language} onClick={() => changeLanguage(language)}>
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </nav>
  );
}
