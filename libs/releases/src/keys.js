// Each team's release key (decision 0031): RELEASE_KEY_<PROJECT> on the data service, RELEASE_KEY_MFE_PUBLIC for
// mfe-public, may release, promote and roll back that project alone. Keys are settings, never committed.
import { createHash, timingSafeEqual } from 'node:crypto';
import { PROJECTS } from './commands.js';

/** Shorter keys are ignored with a warning: a key is guessed one request at a time, so it must be long. */
export const RELEASE_KEY_MIN_LENGTH = 24;

/** The setting that holds `project`'s key: RELEASE_KEY_MFE_PUBLIC, RELEASE_KEY_SHELL. */
export const releaseKeySetting = (project) => `RELEASE_KEY_${project.toUpperCase().replace(/-/g, '_')}`;

/** The keys set in `env`, by project; one too short is left out with a warning. */
export function releaseKeys(env, warn = console.warn) {
  const keys = {};
  for (const project of PROJECTS) {
    const key = env[releaseKeySetting(project)]?.trim();
    if (!key) continue;
    if (key.length < RELEASE_KEY_MIN_LENGTH) {
      warn(`[release] ${releaseKeySetting(project)} is shorter than ${RELEASE_KEY_MIN_LENGTH} characters: ignored.`);
      continue;
    }
    const twin = Object.keys(keys).find((other) => keys[other] === key);
    if (twin) warn(`[release] ${releaseKeySetting(project)} is the same key as ${releaseKeySetting(twin)}: give each its own.`);
    keys[project] = key;
  }
  return keys;
}

// Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent.
const digest = (text) => createHash('sha256').update(text).digest();

/** The project `key` belongs to among `keys`, or null. */
export function projectOfKey(keys, key) {
  if (typeof key !== 'string' || !key) return null;
  const sent = digest(key);
  let found = null;
  for (const [project, expected] of Object.entries(keys)) if (timingSafeEqual(digest(expected), sent)) found = project;
  return found;
}
