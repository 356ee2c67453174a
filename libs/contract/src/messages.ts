import { activeLocale, DEFAULT_LOCALE, formatNumber, isTranslated, t, type MessageValues } from '@sla/i18n';

/**
 * Messages whose words hold a value ("Keep it to {max} characters or fewer."). The data service and the portals make
 * the same English sentence from one template (fillMessage); the screen that shows it finds the template again in
 * the sentence and shows it in the reader's language (localiseMessage). Plain sentences are marked with msg() where
 * they are defined and need none of this: t(message) finds them.
 */

/** The values a message's {placeholders} are filled with. */
export type MessageFill = Readonly<Record<string, string | number>>;

/** How a value read back from an English sentence reads in the reader's language ("PDF or PNG" → "PDF ou PNG"). */
export type ValueLocaliser = (english: string) => string | number;

interface Pattern {
  localisers: Readonly<Record<string, ValueLocaliser>>;
  /** Made on first use: most pages never read a message back. */
  compiled?: { match: RegExp; names: string[] };
}

// One table per page however many copies of this library the page holds (decision 0006).
const PATTERNS = Symbol.for('sla.data.messagePatterns');

function patterns(): Map<string, Pattern> {
  const holder = globalThis as { [PATTERNS]?: Map<string, Pattern> };
  return (holder[PATTERNS] ??= new Map());
}

const PLACEHOLDER = /\{(\w+)\}/g;
const NUMBER = /^-?\d+(\.\d+)?$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English sentence of `template`, each {name} replaced by its value: what the service answers and tests expect. */
export function fillMessage(template: string, values: MessageFill): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A pattern that finds the template's values in a sentence made from it. */
function compile(template: string): { match: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of template.matchAll(PLACEHOLDER)) {
    const name = found[1]!;
    source += escapeRegExp(template.slice(last, found.index));
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = found.index + found[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { match: new RegExp(`^${source}$`, 's'), names };
}

/**
 * A message with values, e.g. `messageWith(msg('Keep it to {max} characters or fewer.'))`: gives the function that
 * writes its English sentence, and lets localiseMessage read such a sentence back. `localisers` say how a value
 * caught in English words reads in another language; a value of digits is a number, anything else stays as it came.
 */
export function messageWith(
  template: string,
  localisers: Readonly<Record<string, ValueLocaliser>> = {},
): (values: MessageFill) => string {
  if (!patterns().has(template)) patterns().set(template, { localisers });
  return (values) => fillMessage(template, values);
}

/** A number written the English way ("100,000", "2.5") in the reader's way; anything else (an amount with its currency) as it came. */
export function englishNumberLocalised(english: string): string {
  return /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(english) ? formatNumber(Number(english.replace(/,/g, ''))) : english;
}

/**
 * A message from the data service or a shared rule (a DataError's message, a field error), in the reader's
 * language: its translation when the sentence is a message of a catalogue, or the translation of the template it was
 * made from (messageWith) with the values it holds. Anything else, and everything in English, as it came.
 */
export function localiseMessage(message: string): string {
  if (!message || activeLocale() === DEFAULT_LOCALE) return message;
  if (isTranslated(message)) return t(message);
  for (const [template, pattern] of patterns()) {
    // English, or a template not translated yet: the sentence as it came.
    if (!isTranslated(template)) continue;
    pattern.compiled ??= compile(template);
    const found = pattern.compiled.match.exec(message);
    if (!found) continue;
    const values: MessageValues = {};
    for (const name of pattern.compiled.names) {
      const english = found.groups?.[name] ?? '';
      const localise = pattern.localisers[name];
      values[name] = localise ? localise(english) : NUMBER.test(english) ? Number(english) : english;
    }
    return t(template, values);
  }
  return message;
}

/**
 * Words a shared library writes for a screen (and the data service for a file it exports): `template` in the
 * reader's language with `values` in it; plain English where no other language is active (the data service) or the
 * template is not translated yet.
 */
export function localisedMessage(template: string, values: MessageFill = {}): string {
  return isTranslated(template) ? t(template, values) : fillMessage(template, values);
}
