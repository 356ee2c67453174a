// The language saved in a signed-in person's profile: loaded on demand (after sign-in, or on a click
// of the switch), so its code stays out of every page's first download.
import { api, routes } from '@sla/data';
import { activeLocale, localeCookie, localeOfPath, localisedPath, type Locale } from '@sla/i18n';

/** How long a click on the switch waits for the profile to be saved before the page changes anyway. */
const SAVE_WAIT_MS = 1500;

/** Saves a signed-in person's choice in their profile; a failure or a slow service does not hold the switch up. */
export async function saveLanguageChoice(locale: Locale): Promise<void> {
  const save = api(routes.setMyLanguage, { body: { locale } }).catch((error: unknown) => {
    console.warn('[language] the choice could not be saved in the profile', error);
  });
  await Promise.race([save, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
}

/**
 * After sign-in: the language saved in the profile wins on this device too. The cookie is set and the
 * page reloaded in that language; a profile that never chose one changes nothing.
 */
export async function followSavedLanguage(location: Location = window.location): Promise<void> {
  const { locale } = await api(routes.getMyLanguage);
  if (!locale || locale === activeLocale()) return;
  document.cookie = localeCookie(locale);
  location.replace(`${localisedPath(localeOfPath(location.pathname).path, locale)}${location.search}${location.hash}`);
}
