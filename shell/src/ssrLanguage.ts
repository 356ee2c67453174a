// The site server's side of languages: it renders pages one language at a time, with the catalogues
// of the shell (and every shared library) and of the portal it renders, and puts the messages the
// page used in it, so the browser starts without fetching them.
import catalogues from 'virtual:sla-messages';
import { activateLocale, addMessages, isLocale, recordLookups, t, type Catalogue, type Locale } from '@sla/i18n';
import { installI18n } from '@sla/i18n/install';
import { FRAME_MESSAGES_BEFORE_CATALOGUES } from './frameMessages.js';

/** The shell's compiled messages for `locale` (English: only those with placeholders). */
export async function catalogue(locale: Locale): Promise<Catalogue> {
  return (await catalogues[locale]()).default;
}

/** Makes `locale` the language of what is rendered next, with these apps' messages. */
export function activate(locale: string, appCatalogues: { en: Catalogue[]; active: Catalogue[] }): Locale {
  installI18n();
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // English is every untranslated message's fallback, so its placeholders must work on French pages too.
  for (const messages of appCatalogues.en) addMessages('en', messages);
  if (chosen !== 'en') for (const messages of appCatalogues.active) addMessages(chosen, messages);
  activateLocale(chosen);
  return chosen;
}

/** A message in the active language, for the page's head (titles, descriptions). */
export const translate = (message: string): string => t(message);

/**
 * Starts noting the messages what is rendered next looks up. The function it returns stops, and lists them with the
 * words the frame may show before the rest arrives: what the page must carry so the browser shows it in its language at once.
 */
export function recordMessages(): () => string[] {
  const stop = recordLookups();
  return () => [...new Set([...stop(), ...FRAME_MESSAGES_BEFORE_CATALOGUES])];
}
