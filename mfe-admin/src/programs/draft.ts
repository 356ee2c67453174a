import type { ProgramSettings, ProgramStatus, QuestionType } from '@sla/data';
import { UPLOAD_TYPES } from '@sla/contract/schemas';
import { isoToZonedLocal } from '@sla/domain';
import { DEFAULT_TIME_ZONE } from './timeZones.js';

/**
 * A programme as the editor holds it while staff type: every field as the text of its input (numbers
 * and dates included), so a half-typed value is kept as typed. buildInput turns it into the
 * ProgramSettingsInput the API takes.
 */
export interface ProgramDraft {
  slug: string;
  name: string;
  summary: string;
  description: string;
  whoFor: string;
  howToApply: string;
  status: ProgramStatus;
  /** datetime-local values ("2027-01-31T23:59"), read in `timeZone`. */
  opensLocal: string;
  closesLocal: string;
  timeZone: string;
  capacity: string;
  /** Reference letters (decision 0042): how many referees ('0': none) and the letters' deadline ('' : the window's close). */
  referees: string;
  referencesDueLocal: string;
  sections: SectionDraft[];
  criteria: CriterionDraft[];
}

export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface SectionDraft {
  /** For React and focus only; never sent. */
  key: string;
  /** The saved id, fixed for good; null until the section is first saved. */
  id: string | null;
  title: string;
  description: string;
  questions: QuestionDraft[];
}

export interface QuestionDraft {
  key: string;
  id: string | null;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** Every type's settings are kept, so switching the type back and forth loses nothing; only the chosen type's are sent. */
  maxLength: string;
  wordLimit: string;
  /** One option per line. */
  options: string;
  multiple: boolean;
  accept: UploadType[];
  maxSizeMb: string;
}

export interface CriterionDraft {
  key: string;
  id: string | null;
  label: string;
  guidance: string;
  weight: string;
  scaleMin: string;
  scaleMax: string;
}

let lastKey = 0;
/** A key no other item in this page has. */
const newKey = (kind: string) => `${kind}-new-${++lastKey}`;

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function newQuestion(): QuestionDraft {
  return {
    key: newKey('question'),
    id: null,
    type: 'short_text',
    label: '',
    help: '',
    required: true,
    maxLength: '',
    wordLimit: '',
    options: '',
    multiple: false,
    accept: [...UPLOAD_TYPES],
    maxSizeMb: '',
  };
}

export function newSection(): SectionDraft {
  return { key: newKey('section'), id: null, title: '', description: '', questions: [] };
}

export function newCriterion(): CriterionDraft {
  return { key: newKey('criterion'), id: null, label: '', guidance: '', weight: '1', scaleMin: '1', scaleMax: '5' };
}

/** A new programme: status draft, in Nairobi time, with no form or rubric yet (added on their tabs). */
export function emptyDraft(): ProgramDraft {
  return {
    slug: '',
    name: '',
    summary: '',
    description: '',
    whoFor: '',
    howToApply: '',
    status: 'draft',
    opensLocal: '',
    closesLocal: '',
    timeZone: DEFAULT_TIME_ZONE,
    capacity: '',
    referees: '0',
    referencesDueLocal: '',
    sections: [],
    criteria: [],
  };
}

/** The draft of a saved programme; keys come from the ids, so the same programme gives the same draft. */
export function draftFromProgram(program: ProgramSettings): ProgramDraft {
  return {
    slug: program.slug,
    name: program.name,
    summary: program.summary,
    description: program.description,
    whoFor: program.whoFor,
    howToApply: program.howToApply,
    status: program.status,
    opensLocal: isoToZonedLocal(program.opensAt, program.timeZone),
    closesLocal: isoToZonedLocal(program.closesAt, program.timeZone),
    timeZone: program.timeZone,
    capacity: numberText(program.capacity),
    referees: String(program.form.references?.count ?? 0),
    referencesDueLocal: isoToZonedLocal(program.form.references?.dueAt ?? null, program.timeZone),
    sections: program.form.sections.map((section) => ({
      key: `section:${section.id}`,
      id: section.id,
      title: section.title,
      description: section.description ?? '',
      questions: section.questions.map((question) => ({
        key: `question:${question.id}`,
        id: question.id,
        type: question.type,
        label: question.label,
        help: question.help ?? '',
        required: question.required,
        maxLength: numberText(question.maxLength),
        wordLimit: numberText(question.wordLimit),
        options: (question.options ?? []).join('\n'),
        multiple: question.multiple ?? false,
        accept: (question.accept ?? [...UPLOAD_TYPES]).filter((type): type is UploadType =>
          (UPLOAD_TYPES as readonly string[]).includes(type),
        ),
        maxSizeMb: numberText(question.maxSizeMb),
      })),
    })),
    criteria: program.rubric.criteria.map((criterion) => ({
      key: `criterion:${criterion.id}`,
      id: criterion.id,
      label: criterion.label,
      guidance: criterion.guidance ?? '',
      weight: numberText(criterion.weight),
      scaleMin: numberText(criterion.scaleMin),
      scaleMax: numberText(criterion.scaleMax),
    })),
  };
}

/** The list with the item at `index` moved by `delta` places; unchanged when that would leave the list. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** The options of a choice question: one per line, blank lines left out. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
