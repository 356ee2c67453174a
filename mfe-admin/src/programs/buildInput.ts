import type { FieldErrors, FormQuestion } from '@sla/data';
import { fieldErrors, programSettingsInput, type ProgramSettingsInput } from '@sla/contract/schemas';
import { programSettingsProblems, zonedLocalToIso } from '@sla/domain';
import { t } from '@sla/i18n';
import { optionLines, type CriterionDraft, type ProgramDraft, type QuestionDraft, type SectionDraft } from './draft.js';
import { assignIds } from './ids.js';

export type BuildResult = { ok: true; input: ProgramSettingsInput } | { ok: false; errors: FieldErrors };

interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * The schema's own words where it has them (in the page's language when a catalogue has them). Its bare
 * checks (a number's range, a string's length) only say "Invalid input", so those get a sentence from the check itself.
 */
export function plainMessage(issue: Issue): string {
  if (issue.message && !issue.message.startsWith('Invalid input')) return t(issue.message);
  const string = issue.origin === 'string';
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    const max = Number(issue.maximum);
    if (issue.origin === 'array') return t('At most {max}.', { max });
    return string ? t('Use {max} characters or fewer.', { max }) : t('Use {max} or fewer.', { max });
  }
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    const min = Number(issue.minimum);
    if (issue.origin === 'array') return t('At least {min}.', { min });
    return string ? t('Use {min} characters or more.', { min }) : t('Use {min} or more.', { min });
  }
  if (issue.code === 'invalid_type' && issue.expected === 'number') return t('Give a number.');
  return t('Check this value.');
}

/** Collects the problems with what was typed: numbers as text, times that cannot be read, no file type ticked. */
class Problems {
  readonly errors: FieldErrors = {};

  add(path: string, message: string) {
    this.errors[path] ??= message;
  }

  /** '' → undefined; a number → the number; anything else → NaN, with a problem noted. */
  number(path: string, text: string): number | undefined {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    const value = Number(trimmed);
    if (!Number.isFinite(value)) {
      this.add(path, t('Give a number.'));
      return Number.NaN;
    }
    return value;
  }
}

function questionInput(question: QuestionDraft, id: string, path: string, problems: Problems): FormQuestion {
  const input: FormQuestion = { id, type: question.type, label: question.label.trim(), required: question.required };
  const help = question.help.trim();
  if (help) input.help = help;
  switch (question.type) {
    case 'short_text': {
      const maxLength = problems.number(`${path}.maxLength`, question.maxLength);
      if (maxLength !== undefined) input.maxLength = maxLength;
      break;
    }
    case 'long_text': {
      const wordLimit = problems.number(`${path}.wordLimit`, question.wordLimit);
      if (wordLimit !== undefined) input.wordLimit = wordLimit;
      break;
    }
    case 'choice': {
      input.options = optionLines(question.options);
      input.multiple = question.multiple;
      break;
    }
    case 'file': {
      if (question.accept.length === 0) problems.add(`${path}.accept`, t('Tick at least one file type.'));
      input.accept = [...question.accept];
      const maxSizeMb = problems.number(`${path}.maxSizeMb`, question.maxSizeMb);
      if (maxSizeMb !== undefined) input.maxSizeMb = maxSizeMb;
      break;
    }
    case 'date':
      break;
  }
  return input;
}

/** Section, question and criterion ids: saved ones kept, new ones made from the labels. Questions are unique across the form, as answers are keyed by them. */
export function formIds(sections: readonly SectionDraft[]) {
  const sectionIds = assignIds(
    sections,
    (section) => section.id,
    (section) => section.title,
    'section',
  );
  const questions = sections.flatMap((section) => section.questions);
  const questionIds = assignIds(
    questions,
    (question) => question.id,
    (question) => question.label,
    'question',
  );
  const byKey = new Map(questions.map((question, index) => [question.key, questionIds[index] as string]));
  return { sectionIds, questionId: (question: QuestionDraft) => byKey.get(question.key) ?? '' };
}

export function criterionIds(criteria: readonly CriterionDraft[]): string[] {
  return assignIds(
    criteria,
    (criterion) => criterion.id,
    (criterion) => criterion.label,
    'criterion',
  );
}

/** The window's times as instants in the programme's zone; null for a time left empty or that cannot be read. */
function windowInstants(draft: ProgramDraft, problems: Problems) {
  const instant = (path: string, local: string) => {
    if (!local.trim()) return null;
    const iso = zonedLocalToIso(local, draft.timeZone);
    if (!iso) problems.add(path, t('Give a date and a time.'));
    return iso;
  };
  return {
    opensAt: instant('opensAt', draft.opensLocal),
    closesAt: instant('closesAt', draft.closesLocal),
    referencesDueAt: instant('form.references.dueAt', draft.referencesDueLocal),
  };
}

/**
 * The ProgramSettingsInput for the API, checked with the shared schema and the rules it cannot
 * express; or every problem, keyed by the field's path in the input ("form.sections.0.questions.2.label").
 */
export function buildInput(draft: ProgramDraft): BuildResult {
  const problems = new Problems();
  const { opensAt, closesAt, referencesDueAt } = windowInstants(draft, problems);
  const referees = Number(draft.referees) || 0;
  const { sectionIds, questionId } = formIds(draft.sections);
  const ids = criterionIds(draft.criteria);
  const capacity = problems.number('capacity', draft.capacity);

  const candidate = {
    slug: draft.slug.trim(),
    name: draft.name.trim(),
    summary: draft.summary.trim(),
    description: draft.description,
    whoFor: draft.whoFor,
    howToApply: draft.howToApply,
    status: draft.status,
    // An unreadable time is sent to the schema as text, so its other checks still run.
    opensAt: draft.opensLocal.trim() ? (opensAt ?? draft.opensLocal) : null,
    closesAt: draft.closesLocal.trim() ? (closesAt ?? draft.closesLocal) : null,
    timeZone: draft.timeZone,
    capacity: capacity ?? null,
    form: {
      // Only a form that asks for letters (or had a deadline typed) carries the setting: others stay as they were.
      ...(referees > 0 || draft.referencesDueLocal.trim()
        ? {
            references: {
              count: referees,
              dueAt: draft.referencesDueLocal.trim() ? (referencesDueAt ?? draft.referencesDueLocal) : null,
            },
          }
        : {}),
      sections: draft.sections.map((section, sectionIndex) => {
        const path = `form.sections.${sectionIndex}`;
        const description = section.description.trim();
        return {
          id: sectionIds[sectionIndex] as string,
          title: section.title.trim(),
          ...(description ? { description } : {}),
          questions: section.questions.map((question, questionIndex) =>
            questionInput(question, questionId(question), `${path}.questions.${questionIndex}`, problems),
          ),
        };
      }),
    },
    rubric: {
      criteria: draft.criteria.map((criterion, index) => {
        const path = `rubric.criteria.${index}`;
        const scaleMin = problems.number(`${path}.scaleMin`, criterion.scaleMin);
        const scaleMax = problems.number(`${path}.scaleMax`, criterion.scaleMax);
        const guidance = criterion.guidance.trim();
        return {
          id: ids[index] as string,
          label: criterion.label.trim(),
          ...(guidance ? { guidance } : {}),
          weight: problems.number(`${path}.weight`, criterion.weight),
          scaleMin,
          scaleMax,
        };
      }),
    },
  };

  const result = programSettingsInput.safeParse(candidate);
  const schemaErrors = result.success
    ? {}
    : fieldErrors(result.error.issues.map((issue) => ({ path: issue.path, message: plainMessage(issue as Issue) })));
  // The service's rules run on what was typed even when the schema refused it, so every problem shows at once; an
  // unreadable time takes no part in the window's order.
  const ruleErrors = Object.fromEntries(
    Object.entries(programSettingsProblems({ ...candidate, opensAt, closesAt })).map(([path, message]) => [path, t(message)]),
  );
  // Our own words first: they are about what was typed ("Give a number."), the schema's about what it became.
  const errors = { ...schemaErrors, ...ruleErrors, ...problems.errors };
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: result.data };
}
