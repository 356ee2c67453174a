import type { MouseEvent } from 'react';
import { useIdentity } from '@sla/auth';
import { activeLocale, LOCALE_NAMES, type Locale } from '@sla/i18n';
import { useLocation } from '@sla/router';
import { languageSwitchHref } from './languageChoice.js';

/**
 * The link to this page in the other language. It is a plain link (a new page load: the server renders
 * the other language and remembers the choice in a cookie), so it works before the app has started;
 * a signed-in person's choice is also saved in their profile, for their other devices and their e-mails.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const identity = useIdentity();
  const other: Locale = activeLocale() === 'en' ? 'fr' : 'en';
  const href = languageSwitchHref({ pathname, search, hash }, other);

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (identity.status !== 'signed-in' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    import('./savedLanguage.js')
      .then((saved) => saved.saveLanguageChoice(other))
      .catch((error: unknown) => console.warn('[language] the choice could not be saved', error))
      .finally(() => window.location.assign(href));
  };

  return (
    <a className={className} href={href} hrefLang={other} lang={other} onClick={choose}>
      {LOCALE_NAMES[other]}
    </a>
  );
}
