import { data } from '@sla/data';
import { activeLocale, localeCookie, localeOfPath, localisedPath, type Locale } from '@sla/i18n';

/** How long a click on the switch waits for the profile to be saved before the page changes anyway. */
const SAVE_WAIT_MS = 1500;

/**
 * The address of the page in `locale`, with ?lang= so the site server remembers the choice in the
 * language cookie (and drops the parameter again) even when no script has run.
 */
export function languageSwitchHref(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', locale);
  return `${localisedPath(location.pathname, locale)}?${params.toString()}${location.hash}`;
}

/** Saves a signed-in person's choice in their profile; a failure or a slow service does not hold the switch up. */
export async function saveLanguageChoice(locale: Locale): Promise<void> {
  const save = import('@sla/data/account')
    .then(({ installAccountRepositories }) => {
      installAccountRepositories();
      return data.account.setLanguage(locale);
    })
    .catch((error: unknown) => console.warn('[language] the choice could not be saved in the profile', error));
  await Promise.race([save, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
}

/**
 * After sign-in: the language saved in the profile wins on this device too. The cookie is set and the
 * page reloaded in that language; a profile that never chose one changes nothing.
 */
export async function followSavedLanguage(location: Location = window.location): Promise<void> {
  const { installAccountRepositories } = await import('@sla/data/account');
  installAccountRepositories();
  const { locale } = await data.account.getLanguage();
  if (!locale || locale === activeLocale()) return;
  document.cookie = localeCookie(locale);
  location.replace(`${localisedPath(localeOfPath(location.pathname).path, locale)}${location.search}${location.hash}`);
}
