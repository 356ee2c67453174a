import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from './locales.js';

/** Compiled messages (see ./compile.ts), keyed by their English text. */
export type Catalogue = Messages;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * The page's one message runtime, on globalThis (decision 0006): the shell installs Lingui's engine into it
 * (./install.ts) before any portal runs, so a portal's bundle carries these few functions and not Lingui.
 */
interface State {
  /** Lingui, once installed; until then messages are kept here and English is shown. */
  i18n: I18n | null;
  locale: Locale;
  /** Every catalogue added, by language: laid into Lingui when it is installed. */
  added: Record<Locale, Catalogue>;
  /** While the site server renders a page: the messages it looked up (./record.ts). */
  recording?: Set<string> | null;
  /** The rest of each catalogue a page started with only its own messages of, by app and language (./load.ts). */
  rest?: Map<string, { load(): Promise<Catalogue> }>;
}

const STATE = Symbol.for('sla.i18n.state');
type Holder = { [STATE]?: State };

/** @internal The page's runtime state (./install.ts puts Lingui in it). */
export function runtimeState(): State {
  const holder = globalThis as Holder;
  return (holder[STATE] ??= { i18n: null, locale: DEFAULT_LOCALE, added: { en: {}, fr: {} } });
}

/** The language the page is shown in. */
export function activeLocale(): Locale {
  return runtimeState().locale;
}

/** Shows the page in `locale` from now on (messages already added stay). */
export function activateLocale(locale: Locale): void {
  const state = runtimeState();
  state.locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  state.i18n?.activate(state.locale, [INTL_LOCALES[state.locale]]);
}

/** Adds an app's compiled messages for `locale` to what the page knows. */
export function addMessages(locale: Locale, messages: Catalogue): void {
  const state = runtimeState();
  Object.assign(state.added[locale], messages);
  state.i18n?.load(locale, messages);
}

/** `message` with its plain placeholders filled: what a page shows before any runtime is installed. */
function filled(message: string, values?: MessageValues): string {
  return values
    ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : message;
}

/**
 * A message in the active language. `message` is the English text (ICU MessageFormat: {name},
 * {count, plural, one {…} other {…}}), which is also its key in every catalogue. A message not yet
 * translated is shown in English.
 */
/**
 * Looks up words a screen shows only after a choice, when that choice is often the visitor's first act on the page (a
 * Donate form's other way to pay). A page the server draws carries the words its render looked up (record.ts), and the
 * live portal answers the first act before the rest of the catalogue has arrived: words arriving later do not redraw
 * what is already shown, so without this the choice's words would stay in English on a French page.
 */
export function carryForFirstAct(messages: readonly string[]): void {
  for (const message of messages) t(message);
}

export function t(message: string, values?: MessageValues): string {
  const { i18n, added } = runtimeState();
  const fallback = added.en[message];
  // In no catalogue (a page that has not loaded its own yet), or no runtime installed (the data service):
  // plain placeholders still get their values.
  if (!i18n || (i18n.messages[message] === undefined && fallback === undefined)) return filled(message, values);
  return i18n._(message, values as Record<string, unknown>, { message: fallback as string | undefined });
}

/**
 * Marks English text as a message where it is defined (a table of labels, a validation message) so
 * the catalogue check finds it; the screen translates it with t() where it shows it.
 */
export function msg<Message extends string>(message: Message): Message {
  return message;
}

/** Whether `message` has a translation in the active language (false in English). */
export function isTranslated(message: string): boolean {
  const { locale, added, recording } = runtimeState();
  const translated = locale !== DEFAULT_LOCALE && added[locale][message] !== undefined;
  if (translated) recording?.add(message);
  return translated;
}
