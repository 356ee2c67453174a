import type { Locale } from './locales.js';
import { activeLocale, addMessages, runtimeState, type Catalogue } from './runtime.js';

/** How an app imports its catalogue of each language (each its own chunk). */
export type CatalogueImports = Record<Locale, () => Promise<{ default: Catalogue }>>;

/** The id of the JSON the site server puts in a page it rendered: the messages that page needs before any fetch. */
export const INLINE_CATALOGUES_ID = 'i18n-messages';

/**
 * What the page carries. `used`: of each app, only the messages the server's render looked up (and the few the frame
 * may show before the rest arrives); the rest of the catalogue comes later (completeCatalogues). `apps`: each app's whole
 * catalogue, from a site server older than `used`.
 */
interface InlineMessages {
  locale: Locale;
  used?: Record<string, Catalogue>;
  apps?: Record<string, Catalogue>;
}

let inline: InlineMessages | null | undefined;
function inlineMessages(locale: Locale): InlineMessages | null {
  if (inline === undefined) {
    // Typed by hand: this library also runs in the data service, which has no DOM types.
    const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
    const element = page?.getElementById(INLINE_CATALOGUES_ID) ?? null;
    try {
      inline = element?.textContent ? (JSON.parse(element.textContent) as InlineMessages) : null;
    } catch {
      inline = null;
    }
  }
  return inline?.locale === locale ? inline : null;
}

/** The rest of each catalogue the page started without, on the page's one runtime (shared by the shell and portals). */
const rest = () => (runtimeState().rest ??= new Map());

/**
 * Adds `app`'s messages in `locale` (the active language) and answers them. A page the server rendered carries the
 * messages it used: those at once, with no request, and the catalogue answered grows into the whole one when
 * completeCatalogues() has brought the rest. Otherwise the app's own chunk for that language alone, once the rest of
 * every catalogue the page started with is in too: its screens also show the shell's and the libraries' words.
 */
export async function loadCatalogue(app: string, imports: CatalogueImports, locale: Locale = activeLocale()): Promise<Catalogue> {
  const page = inlineMessages(locale);
  const whole = page?.apps?.[app];
  if (whole) {
    addMessages(locale, whole);
    return whole;
  }
  const used = page?.used?.[app];
  if (used) {
    const messages = { ...used };
    addMessages(locale, messages);
    let loading: Promise<Catalogue> | null = null;
    rest().set(`${app}:${locale}`, {
      load: () =>
        (loading ??= imports[locale]().then(
          ({ default: all }) => {
            addMessages(locale, all);
            return Object.assign(messages, all);
          },
          (error: unknown) => {
            // Asked again by the next screen that needs it (offline now, perhaps not then).
            loading = null;
            throw error;
          },
        )),
    });
    return messages;
  }
  const [{ default: messages }] = await Promise.all([imports[locale](), completeCatalogues()]);
  addMessages(locale, messages);
  return messages;
}

/**
 * Brings the rest of every catalogue the page started with only its own messages of (one cacheable chunk per app and
 * language), and resolves once all are added. The shell starts it when the page has become interactive; a screen
 * the server did not render waits for it, so it never shows in English on a French page.
 */
export async function completeCatalogues(): Promise<void> {
  await Promise.all([...rest().values()].map((part) => part.load()));
}
