#!/usr/bin/env node
// The catalogue check (docs/i18n.md): every message the code uses has a French translation with the
// same placeholders, no catalogue keeps a message nothing uses, and no screen name, role name or label table entry is
// put on a page without t(). `--write` adds what is missing
// (empty, for a translator) and drops what is unused; `--project <dir>` checks one project.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { WORKSPACE, messagesIn, readTranslations, translationFiles, untranslatedIn } from '@sla/build-tools/i18n';

const LOCALE = 'fr';

/** Every project with code that shows text: apps, shared libraries, the data service. */
export function projectDirs() {
  const apps = readdirSync(WORKSPACE).filter((name) => name === 'shell' || name === 'server' || name.startsWith('mfe-'));
  const libs = readdirSync(join(WORKSPACE, 'libs'))
    .filter((name) => name !== 'build-tools')
    .map((name) => join('libs', name));
  return [...apps, ...libs].map((dir) => join(WORKSPACE, dir)).filter((dir) => existsSync(join(dir, 'src')));
}

/** The placeholder names of an ICU message ({name}, {count, plural, …}), sorted. */
export function placeholders(message) {
  const names = new Set();
  const visit = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token;
      names.add(name);
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) visit(branch);
    }
  };
  visit(compileMessage(message));
  for (const [, tag] of message.matchAll(/<(\w+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

/** Problems of one project: [{ kind, message, where? }]. */
export function checkProject(dir) {
  const used = messagesIn(join(dir, 'src'));
  const translations = readTranslations(dir, LOCALE);
  const problems = [];
  for (const [message, where] of used) {
    const translation = translations[message];
    const at = `${relative(WORKSPACE, where.file)}:${where.line}`;
    if (translation === undefined) problems.push({ kind: 'missing', message, where: at });
    else if (!translation.trim()) problems.push({ kind: 'empty', message, where: at });
    else {
      let expected;
      let actual;
      try {
        expected = placeholders(message).join(',');
      } catch (error) {
        problems.push({ kind: 'invalid English message', message, where: `${at} (${error.message})` });
        continue;
      }
      try {
        actual = placeholders(translation).join(',');
      } catch (error) {
        problems.push({ kind: 'invalid translation', message, where: `${at} (${error.message})` });
        continue;
      }
      if (expected !== actual) problems.push({ kind: 'placeholders differ', message, where: `${at} (${expected} ≠ ${actual})` });
    }
  }
  for (const message of Object.keys(translations)) if (!used.has(message)) problems.push({ kind: 'unused', message });
  for (const shown of untranslatedIn(join(dir, 'src')))
    problems.push({
      kind: 'shown untranslated (wrap it in t())',
      message: shown.text,
      where: `${relative(WORKSPACE, shown.file)}:${shown.line}`,
    });
  return { used, translations, problems };
}

/** Rewrites the project's main file (fr.json): what no other part holds, sorted, missing ones empty. */
function write(dir, used, translations) {
  const main = join(dir, 'src', 'i18n', `${LOCALE}.json`);
  const inParts = new Set(
    translationFiles(dir, LOCALE)
      .filter((file) => file !== main)
      .flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')))),
  );
  const next = {};
  for (const message of [...used.keys()].sort((a, b) => a.localeCompare(b)))
    if (!inParts.has(message)) next[message] = translations[message] ?? '';
  mkdirSync(join(dir, 'src', 'i18n'), { recursive: true });
  writeFileSync(join(dir, 'src', 'i18n', `${LOCALE}.json`), `${JSON.stringify(next, null, 2)}\n`);
}

/**
 * Messages worded differently in two catalogues that are on one page together: the shell's and every shared
 * library's are on every page, so a portal (or the shell, or a library) may not give their English another French.
 * Two portals may differ (each lays its own over the page while it is shown: definePortal).
 */
export function conflicts(dirs = projectDirs()) {
  const shared = new Map();
  const problems = [];
  const isShared = (dir) => dir.endsWith(`${join('/', 'shell')}`) || dir.includes(`${join('/', 'libs')}/`);
  const ordered = [...dirs.filter(isShared), ...dirs.filter((dir) => !isShared(dir) && !dir.endsWith(join('/', 'server')))];
  for (const dir of ordered) {
    for (const [message, translation] of Object.entries(readTranslations(dir, LOCALE))) {
      const known = shared.get(message);
      if (known && known.translation !== translation)
        problems.push({
          dir,
          kind: 'worded differently from the shared catalogues',
          message,
          where: `${JSON.stringify(translation)} here, ${JSON.stringify(known.translation)} in ${relative(WORKSPACE, known.dir)}`,
        });
      else if (!known && isShared(dir)) shared.set(message, { translation, dir });
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args.includes('--project') ? join(WORKSPACE, args[args.indexOf('--project') + 1]) : null;
  const writing = args.includes('--write');
  let failures = 0;
  let total = 0;
  for (const dir of only ? [only] : projectDirs()) {
    const { used, translations, problems } = checkProject(dir);
    total += used.size;
    if (writing && used.size + Object.keys(translations).length > 0) write(dir, used, translations);
    const remaining = writing ? problems.filter((problem) => problem.kind !== 'unused' && problem.kind !== 'missing') : problems;
    const stillMissing = writing
      ? problems.filter((problem) => problem.kind === 'missing').map((problem) => ({ ...problem, kind: 'empty' }))
      : [];
    for (const problem of [...remaining, ...stillMissing]) {
      failures += 1;
      console.error(
        `${relative(WORKSPACE, dir)}: ${problem.kind}: ${JSON.stringify(problem.message)}${problem.where ? ` at ${problem.where}` : ''}`,
      );
    }
  }
  if (!only)
    for (const problem of conflicts()) {
      failures += 1;
      console.error(
        `${relative(WORKSPACE, problem.dir)}: ${problem.kind}: ${JSON.stringify(problem.message)} (${problem.where})`,
      );
    }
  console.log(`i18n: ${total} messages checked, ${failures} problem(s)`);
  process.exit(failures ? 1 : 0);
}
