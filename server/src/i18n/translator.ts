import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from '@sla/i18n/locales';
import french from './fr.json' with { type: 'json' };

/** A message in one language: `tr('Dear {name},', { name })`. The English text is the key (docs/i18n.md). */
export type Translate = (message: string, values?: Record<string, string | number | Date | null | undefined>) => string;

const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, fr: french };
const instances = new Map<Locale, I18n>();

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: CATALOGUES[locale] } });
    // The service compiles its few hundred messages as it uses them: no build step for e-mails.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * Marks a message where it is defined, for a table kept at the top level of a module: the catalogue check finds it
 * here, and the code that writes the e-mail translates it with `tr(label)` (docs/i18n.md).
 */
export const msg = (message: string): string => message;

/** The translator of a person's language; anything unknown (null: never chose) is English. */
export function translator(locale: string | null | undefined): Translate {
  const i18n = instance(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return (message, values) => i18n._(message, values as Record<string, unknown> | undefined);
}

/** Dates in e-mails, in the recipient's language ("31 January 2027" / "31 janvier 2027"). */
export function formatDay(locale: string | null | undefined, date: Date, timeZone = 'UTC'): string {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return new Intl.DateTimeFormat(INTL_LOCALES[chosen], { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}
