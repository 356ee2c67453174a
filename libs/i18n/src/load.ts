import type { Locale } from './locales.js';
import { activeLocale, addMessages, type Catalogue } from './runtime.js';

/** How an app imports its catalogue of each language (each its own chunk). */
export type CatalogueImports = Record<Locale, () => Promise<{ default: Catalogue }>>;

/** The id of the JSON the site server puts in a page it rendered: the catalogues that page used. */
export const INLINE_CATALOGUES_ID = 'i18n-messages';

interface InlineCatalogues {
  locale: Locale;
  apps: Record<string, Catalogue>;
}

let inline: InlineCatalogues | null | undefined;
function inlineCatalogue(app: string, locale: Locale): Catalogue | null {
  if (inline === undefined) {
    // Typed by hand: this library also runs in the data service, which has no DOM types.
    const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
    const element = page?.getElementById(INLINE_CATALOGUES_ID) ?? null;
    try {
      inline = element?.textContent ? (JSON.parse(element.textContent) as InlineCatalogues) : null;
    } catch {
      inline = null;
    }
  }
  return inline?.locale === locale ? (inline.apps[app] ?? null) : null;
}

/**
 * Adds `app`'s messages in the active language: from the page when the server put them there (no
 * request), else its own chunk for that language alone.
 */
export async function loadCatalogue(app: string, imports: CatalogueImports, locale: Locale = activeLocale()): Promise<Catalogue> {
  const messages = inlineCatalogue(app, locale) ?? (await imports[locale]()).default;
  addMessages(locale, messages);
  return messages;
}
