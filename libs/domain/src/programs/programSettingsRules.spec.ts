import { describe, expect, it } from 'vitest';
import { PROGRAM_SETTINGS_MESSAGES as M } from './programSettingsMessages.js';
import { programSettingsProblems, type ProgramSettingsShape } from './programSettingsRules.js';

const SOUND: ProgramSettingsShape = {
  opensAt: '2026-03-01T06:00:00.000Z',
  closesAt: '2026-04-20T20:59:00.000Z',
  form: {
    sections: [
      {
        id: 'about',
        questions: [
          { id: 'name', type: 'short_text' },
          { id: 'track', type: 'choice', options: ['Science', 'Leadership'] },
        ],
      },
      { id: 'documents', questions: [{ id: 'cv', type: 'file' }] },
    ],
  },
  rubric: { criteria: [{ id: 'promise', scaleMin: 1, scaleMax: 5 }] },
};

describe('programme settings rules', () => {
  it('accepts a sound programme, and one without a window', () => {
    expect(programSettingsProblems(SOUND)).toEqual({});
    expect(programSettingsProblems({ ...SOUND, opensAt: null, closesAt: null })).toEqual({});
  });

  it('names each problem by its field: window order, duplicate ids, too few options, a scale that does not go up', () => {
    const form = {
      sections: [
        {
          id: 's1',
          questions: [
            { id: 'q', type: 'short_text' },
            { id: 'pick', type: 'choice', options: ['Only'] },
          ],
        },
        { id: 's1', questions: [{ id: 'q', type: 'long_text' }] },
      ],
    };
    const rubric = {
      criteria: [
        { id: 'c', scaleMin: 3, scaleMax: 3 },
        { id: 'c', scaleMin: 1, scaleMax: 5 },
      ],
    };
    expect(
      programSettingsProblems({ opensAt: '2026-05-01T00:00:00.000Z', closesAt: '2026-04-01T00:00:00.000Z', form, rubric }),
    ).toEqual({
      closesAt: M.closesBeforeOpening,
      'form.sections.0.questions.1.options': M.tooFewOptions,
      'form.sections.1.id': M.duplicateSectionId,
      'form.sections.1.questions.0.id': M.duplicateQuestionId,
      'rubric.criteria.0.scaleMax': M.scaleOrder,
      'rubric.criteria.1.id': M.duplicateCriterionId,
    });
  });

  it('refuses a window that opens and closes at the same moment', () => {
    expect(programSettingsProblems({ ...SOUND, closesAt: SOUND.opensAt })).toEqual({
      closesAt: 'Applications must close after they open.',
    });
  });

  it('wants at least two different options on a choice, none at all included', () => {
    const choice = (options: string[]) => ({
      ...SOUND,
      form: { sections: [{ id: 's', questions: [{ id: 'c', type: 'choice', options }] }] },
    });
    expect(programSettingsProblems(choice([]))).toEqual({ 'form.sections.0.questions.0.options': 'Offer at least 2 options.' });
    expect(programSettingsProblems(choice(['A', 'B', 'A']))).toEqual({
      'form.sections.0.questions.0.options': '“A” is listed twice.',
    });
  });

  it('leaves a scale bound not typed yet to the schema', () => {
    expect(programSettingsProblems({ ...SOUND, rubric: { criteria: [{ id: 'c', scaleMax: 0 }] } })).toEqual({});
    expect(programSettingsProblems({ ...SOUND, rubric: { criteria: [{ id: 'c', scaleMin: 5, scaleMax: 3 }] } })).toEqual({
      'rubric.criteria.0.scaleMax': 'The top of the scale must be above the bottom.',
    });
  });
});
