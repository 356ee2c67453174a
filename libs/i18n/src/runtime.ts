import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from './locales.js';

/** Compiled messages (see ./compile.ts), keyed by their English text. */
export type Catalogue = Messages;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

interface State {
  i18n: I18n;
  /** English messages with placeholders, compiled: the fallback of a message not yet translated. */
  english: Catalogue;
}

// One state per page however many copies of this code the page holds (decision 0006).
const STATE = Symbol.for('sla.i18n.state');
type Holder = { [STATE]?: State };

function state(): State {
  const holder = globalThis as Holder;
  if (!holder[STATE]) {
    const i18n = setupI18n({ locale: DEFAULT_LOCALE, locales: [INTL_LOCALES[DEFAULT_LOCALE]], messages: { en: {}, fr: {} } });
    // Catalogues hold plain sentences as strings: they need no compiling, and this keeps Lingui from
    // warning about them.
    i18n.setMessagesCompiler((message: string) => [message]);
    holder[STATE] = { i18n, english: {} };
  }
  return holder[STATE];
}

/** The language the page is shown in. */
export function activeLocale(): Locale {
  const locale = state().i18n.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Shows the page in `locale` from now on (messages already added stay). */
export function activateLocale(locale: Locale): void {
  state().i18n.activate(locale, [INTL_LOCALES[locale]]);
}

/** Adds an app's compiled messages for `locale` to what the page knows. */
export function addMessages(locale: Locale, messages: Catalogue): void {
  const current = state();
  if (locale === DEFAULT_LOCALE) Object.assign(current.english, messages);
  current.i18n.load(locale, messages);
}

/**
 * A message in the active language. `message` is the English text (ICU MessageFormat: {name},
 * {count, plural, one {…} other {…}}), which is also its key in every catalogue. A message not yet
 * translated is shown in English.
 */
export function t(message: string, values?: MessageValues): string {
  const { i18n, english } = state();
  const translated = i18n.messages[message];
  const fallback = english[message];
  // In no catalogue (a page that has not loaded its own yet): plain placeholders still get their values.
  if (translated === undefined && fallback === undefined)
    return values
      ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
      : message;
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
  return activeLocale() !== DEFAULT_LOCALE && state().i18n.messages[message] !== undefined;
}
