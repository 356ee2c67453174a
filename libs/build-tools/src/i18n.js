// Message catalogues: finding the messages code uses, compiling them, and the Vite plugin that hands
// an app its catalogue for one language. English text is each message's key (see libs/i18n); French
// lives beside the code that uses it, in <project>/src/i18n/fr.json.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const WORKSPACE = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
/** Calls whose first argument is a message: t('…'), msg('…'), and translator(locale)('…') on the server. */
const MESSAGE_CALLS = new Set(['t', 'msg', 'tr']);
/** JSX elements whose `message` attribute is a message: <T message="…">. */
const MESSAGE_ELEMENTS = new Set(['T']);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(tsx?|jsx?|mjs)$/.test(name) && !/\.(spec|test)\.|\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

/** A source file's syntax tree, TSX where the name says so. */
const parse = (file, text) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** The messages one file uses, with where: [{ message, file, line }]. */
export function messagesInFile(file) {
  const text = readFileSync(file, 'utf8');
  if (!/\b(t|msg|tr)\(|<T\b/.test(text)) return [];
  const source = parse(file, text);
  const found = [];
  const add = (message, node) =>
    found.push({ message, file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_CALLS.has(node.expression.text)) {
      const message = literal(node.arguments[0]);
      if (message !== null) add(message, node);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      MESSAGE_ELEMENTS.has(node.tagName.getText(source))
    ) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(source) !== 'message' || !attribute.initializer) continue;
        const value = ts.isJsxExpression(attribute.initializer)
          ? literal(attribute.initializer.expression)
          : literal(attribute.initializer);
        if (value !== null) add(value, attribute);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The messages code under `srcDir` uses: Map message → first place it is used. */
export function messagesIn(srcDir) {
  const messages = new Map();
  for (const file of sourceFiles(srcDir))
    for (const entry of messagesInFile(file)) if (!messages.has(entry.message)) messages.set(entry.message, entry);
  return messages;
}

/** Helpers that answer a message (English, to translate where shown): the route table's screen names, role names. */
const MESSAGE_HELPERS = new Set(['screenName', 'roleLabel']);
/** Tables of messages by value: STATUS_LABELS[status], DECISION_LABELS[…]. */
const MESSAGE_TABLE = /^[A-Z][A-Z0-9_]*_LABELS$/;

/**
 * Places a file shows a message untranslated: a message helper's answer or a message table's entry put straight into
 * the page (as a JSX child, a JSX attribute such as a screen's title, or inside a template) rather than through t();
 * and a time zone's code ("Africa/Nairobi", `x.timeZone`) shown as text rather than by @sla/domain's zoneName. The
 * French page would show the English words or the database's code, which no missing-key check sees.
 * [{ text, file, line }]
 */
export function untranslatedInFile(file) {
  const text = readFileSync(file, 'utf8');
  if (!/\b(screenName|roleLabel)\(|_LABELS\[|\.timeZone\b/.test(text)) return [];
  const source = parse(file, text);
  const found = [];
  const isMessage = (node) =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_HELPERS.has(node.expression.text)) ||
    (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_TABLE.test(node.expression.text));
  const shown = (node) => {
    let parent = node.parent;
    while (
      parent &&
      (ts.isParenthesizedExpression(parent) || ts.isConditionalExpression(parent) || ts.isBinaryExpression(parent))
    )
      parent = parent.parent;
    return !!parent && (ts.isJsxExpression(parent) || ts.isTemplateSpan(parent));
  };
  // A zone passed to a component or a formatter is fine; only one written out as the page's text is not.
  const isRawZone = (node) => ts.isPropertyAccessExpression(node) && node.name.text === 'timeZone';
  const shownAsText = (node) => {
    const parent = node.parent;
    return !!parent && ((ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent)) || ts.isTemplateSpan(parent));
  };
  const visit = (node) => {
    if ((isMessage(node) && shown(node)) || (isRawZone(node) && shownAsText(node)))
      found.push({ text: node.getText(source), file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every place a project's sources show a message untranslated (untranslatedInFile). */
export function untranslatedIn(srcDir) {
  return sourceFiles(srcDir).flatMap((file) => untranslatedInFile(file));
}

/**
 * A project's translation files for `locale`: src/i18n/fr.json, and any fr.<part>.json beside it (a
 * large project's parts, each owned by one team).
 */
export function translationFiles(projectDir, locale) {
  const dir = join(projectDir, 'src', 'i18n');
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(`^${locale}(\\.[\\w-]+)?\\.json$`);
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** A project's translations for `locale` ({ English: translation }), or {} when it has none yet. */
export function readTranslations(projectDir, locale) {
  return Object.assign({}, ...translationFiles(projectDir, locale).map((file) => JSON.parse(readFileSync(file, 'utf8'))));
}

/** The shared libraries whose messages the shell's catalogue carries for every page. */
export function libraryDirs() {
  const libs = join(WORKSPACE, 'libs');
  return readdirSync(libs)
    .filter((name) => name !== 'build-tools' && existsSync(join(libs, name, 'src')))
    .map((name) => join(libs, name));
}

/**
 * Compiles ICU messages ahead of time so browsers get ready-made message trees and no parser. A plain
 * sentence stays a string; anything with a placeholder becomes Lingui's compiled form.
 */
export function compileCatalogue(raw) {
  const compiled = {};
  for (const [id, message] of Object.entries(raw)) {
    if (!message) continue;
    if (!/[{}#<]/.test(message)) {
      compiled[id] = message;
      continue;
    }
    const tree = compileMessage(message);
    compiled[id] = tree.length === 1 && typeof tree[0] === 'string' ? tree[0] : tree;
  }
  return compiled;
}

/**
 * The compiled catalogue of the project at `dir` (plus every shared library's when `withLibraries`).
 * English needs only its messages with placeholders (its text is its key); other languages their
 * translations.
 */
export function catalogueFor({ dir, locale, withLibraries = false }) {
  const dirs = [dir, ...(withLibraries ? libraryDirs() : [])];
  if (locale === 'en') {
    const raw = {};
    for (const projectDir of dirs)
      for (const message of messagesIn(join(projectDir, 'src')).keys()) if (message.includes('{')) raw[message] = message;
    return compileCatalogue(raw);
  }
  return compileCatalogue(Object.assign({}, ...dirs.map((projectDir) => readTranslations(projectDir, locale))));
}

const VIRTUAL = 'virtual:sla-messages/';
const CATALOGUES = 'virtual:sla-messages';
const LOCALES = ['en', 'fr'];

/**
 * `import catalogues from 'virtual:sla-messages'` gives an app what loadCatalogue() needs;
 * `import('virtual:sla-messages/fr')` gives the app its compiled catalogue for French. Only the
 * language the page is in is downloaded: each language is its own chunk.
 */
export function messagesPlugin({ dir, withLibraries = false }) {
  return {
    name: 'sla-messages',
    resolveId(id) {
      return id.startsWith(VIRTUAL) || id === CATALOGUES ? `\0${id}` : null;
    },
    load(id) {
      // What an app hands loadCatalogue(): one dynamic import per language.
      if (id === `\0${CATALOGUES}`)
        return `export default { ${LOCALES.map((locale) => `${locale}: () => import('${VIRTUAL}${locale}')`).join(', ')} };`;
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      // Unit tests run in English with every message's placeholders working.
      if (id === `\0${VIRTUAL}test-setup`)
        return `import { activateLocale, addMessages } from '@sla/i18n'; import { installI18n } from '@sla/i18n/install'; import en from '${VIRTUAL}en'; installI18n(); addMessages('en', en); activateLocale('en');`;
      const locale = id.slice(VIRTUAL.length + 1);
      const dirs = [dir, ...(withLibraries ? libraryDirs() : [])];
      for (const projectDir of dirs) for (const file of translationFiles(projectDir, locale)) this.addWatchFile?.(file);
      return `export default ${JSON.stringify(catalogueFor({ dir, locale, withLibraries }))};`;
    },
  };
}
