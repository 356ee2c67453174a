import type { Answers, Application } from '@sla/data';
import { typedAnswers } from './answers.js';

/**
 * A copy, in this browser, of answers typed but not yet saved, so closing the tab or losing the
 * connection loses nothing. It holds only what the server does not have yet, and is removed once
 * everything is saved (answers do not linger on a shared computer longer than needed).
 */
export interface LocalCopy {
  answers: Answers;
  /** When the applicant last typed (this device's clock). */
  changedAt: string;
}

const key = (applicationId: string) => `sla.applicant.unsaved.${applicationId}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (some private modes throw on access).
    return null;
  }
}

function isAnswers(value: unknown): value is Answers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (answer) =>
      answer === null ||
      typeof answer === 'string' ||
      (Array.isArray(answer) && answer.every((item) => typeof item === 'string')),
  );
}

export function readLocalCopy(applicationId: string): LocalCopy | null {
  try {
    const raw = storage()?.getItem(key(applicationId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (!isAnswers(parsed.answers) || typeof parsed.changedAt !== 'string' || Number.isNaN(Date.parse(parsed.changedAt)))
      return null;
    return { answers: parsed.answers, changedAt: parsed.changedAt };
  } catch {
    return null;
  }
}

export function writeLocalCopy(applicationId: string, answers: Answers, changedAt = new Date()): void {
  try {
    storage()?.setItem(key(applicationId), JSON.stringify({ answers, changedAt: changedAt.toISOString() }));
  } catch {
    // Full or switched off: autosave still runs, only the safety net is missing.
  }
}

export function clearLocalCopy(applicationId: string): void {
  try {
    storage()?.removeItem(key(applicationId));
  } catch {
    // Nothing to clear.
  }
}

export interface StartingAnswers {
  answers: Answers;
  /** Restored from the local copy and still to be saved. */
  unsaved: Answers;
  restored: boolean;
}

/**
 * The answers to start the form with: the server's, plus the local copy when it is newer than the
 * server's last change (typed here after the last save). An older copy lost to a later save made
 * elsewhere is dropped, as is any copy once the application can no longer be edited.
 */
export function startingAnswers(application: Application): StartingAnswers {
  const copy = readLocalCopy(application.id);
  const newer = copy && application.canEdit && Date.parse(copy.changedAt) > Date.parse(application.updatedAt);
  if (!copy || !newer) {
    if (copy) clearLocalCopy(application.id);
    return { answers: application.answers, unsaved: {}, restored: false };
  }
  const unsaved = typedAnswers(application.form, copy.answers);
  const restored = Object.keys(unsaved).length > 0;
  return { answers: { ...application.answers, ...unsaved }, unsaved, restored };
}
