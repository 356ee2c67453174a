import { describe, expect, it } from 'vitest';
import { buildInput, plainMessage } from './buildInput.js';
import { draftFromProgram, emptyDraft, newCriterion, newQuestion, newSection, type ProgramDraft } from './draft.js';
import { programSettings } from './testing.js';

function validDraft(patch: Partial<ProgramDraft> = {}): ProgramDraft {
  return { ...emptyDraft(), slug: 'dynamerge', name: 'Dynamerge', summary: 'Coding for girls.', ...patch };
}

function errorsOf(draft: ProgramDraft) {
  const result = buildInput(draft);
  if (result.ok) throw new Error('Expected problems');
  return result.errors;
}

describe('buildInput', () => {
  it('gives back a saved programme unchanged', () => {
    const program = programSettings();
    const result = buildInput(draftFromProgram(program));
    expect(result).toEqual({
      ok: true,
      input: {
        slug: program.slug,
        name: program.name,
        summary: program.summary,
        description: program.description,
        whoFor: program.whoFor,
        howToApply: program.howToApply,
        status: program.status,
        opensAt: program.opensAt,
        closesAt: program.closesAt,
        timeZone: program.timeZone,
        capacity: program.capacity,
        form: program.form,
        rubric: program.rubric,
      },
    });
  });

  it('converts the window from the chosen zone, and sends empty times and capacity as null', () => {
    const result = buildInput(
      validDraft({ timeZone: 'Africa/Lagos', opensLocal: '2027-01-01T09:00', closesLocal: '2027-01-31T23:59' }),
    );
    expect(result.ok && [result.input.opensAt, result.input.closesAt, result.input.capacity]).toEqual([
      '2027-01-01T08:00:00.000Z',
      '2027-01-31T22:59:00.000Z',
      null,
    ]);
    const open = buildInput(validDraft());
    expect(open.ok && [open.input.opensAt, open.input.closesAt]).toEqual([null, null]);
  });

  it('sends only the settings of the chosen question type, and trims what was typed', () => {
    const question = {
      ...newQuestion(),
      type: 'choice' as const,
      label: '  Which county?  ',
      help: '   ',
      maxLength: '50',
      wordLimit: '100',
      options: 'Nairobi\n\n  Kisumu \nMombasa',
      multiple: true,
    };
    const result = buildInput(validDraft({ sections: [{ ...newSection(), title: 'Where', questions: [question] }] }));
    expect(result.ok && result.input.form.sections[0]).toEqual({
      id: 'where',
      title: 'Where',
      questions: [
        {
          id: 'which-county',
          type: 'choice',
          label: 'Which county?',
          required: true,
          options: ['Nairobi', 'Kisumu', 'Mombasa'],
          multiple: true,
        },
      ],
    });
  });

  it('refuses a window that closes before it opens, and times that cannot be read', () => {
    expect(errorsOf(validDraft({ opensLocal: '2027-02-01T09:00', closesLocal: '2027-02-01T09:00' })).closesAt).toBe(
      'Applications must close after they open.',
    );
    expect(errorsOf(validDraft({ opensLocal: '2027-02-30T09:00' })).opensAt).toMatch(/^Give a date and a time/);
  });

  it('names every problem by its place in the input, in plain words', () => {
    const section = {
      ...newSection(),
      title: '',
      questions: [
        { ...newQuestion(), label: '', maxLength: 'lots' },
        { ...newQuestion(), type: 'choice' as const, label: 'Pick', options: ' \n ' },
        { ...newQuestion(), type: 'file' as const, label: 'CV', accept: [], maxSizeMb: '50' },
        { ...newQuestion(), type: 'long_text' as const, label: 'Essay', wordLimit: '5' },
      ],
    };
    const criterion = { ...newCriterion(), label: 'Need', weight: '', scaleMin: '5', scaleMax: '3' };
    const errors = errorsOf(
      validDraft({ slug: 'Bad Slug', name: ' ', capacity: '0', sections: [section], criteria: [criterion] }),
    );
    expect(errors).toEqual({
      slug: 'Use lower-case words joined by -, e.g. stepup-scholars.',
      name: 'Name the programme.',
      capacity: 'At least 1 place.',
      'form.sections.0.title': 'Give the section a title.',
      'form.sections.0.questions.0.label': 'Write the question.',
      'form.sections.0.questions.0.maxLength': 'Give a number.',
      'form.sections.0.questions.1.options': 'Offer at least 2 options.',
      'form.sections.0.questions.2.accept': 'Tick at least one file type.',
      'form.sections.0.questions.2.maxSizeMb': 'At most 10 MB.',
      'form.sections.0.questions.3.wordLimit': 'Allow at least 10 words.',
      'rubric.criteria.0.weight': 'Give a weight.',
      'rubric.criteria.0.scaleMax': 'The top of the scale must be above the bottom.',
    });
  });
});

describe('plainMessage', () => {
  it('keeps the schema’s words and words its bare checks itself', () => {
    expect(plainMessage({ path: [], message: 'Name the programme.' })).toBe('Name the programme.');
    expect(plainMessage({ path: [], message: 'Invalid input', code: 'too_big', origin: 'string', maximum: 80 })).toBe(
      'Use 80 characters or fewer.',
    );
    expect(plainMessage({ path: [], message: 'Invalid input', code: 'too_small', origin: 'number', minimum: 0 })).toBe(
      'Use 0 or more.',
    );
    expect(plainMessage({ path: [], message: 'Invalid input', code: 'invalid_type', expected: 'number' })).toBe('Give a number.');
    expect(plainMessage({ path: [], message: 'Invalid input', code: 'custom' })).toBe('Check this value.');
  });
});
