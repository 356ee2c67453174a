import type { GradingRubric } from '@sla/data';
import type { RubricInput } from '@sla/contract/schemas';

/** A level of a rubric's criterion as the form holds it: the points as typed. */
export interface LevelDraft {
  /** For React and focus only; never sent. */
  key: string;
  label: string;
  points: string;
}

/** A criterion of a rubric as the form holds it. */
export interface CriterionDraft {
  key: string;
  title: string;
  description: string;
  levels: LevelDraft[];
}

let lastKey = 0;
/** A key no other item on this page has. */
const newKey = (kind: string) => `rubric-${kind}-${++lastKey}`;

export const newLevel = (): LevelDraft => ({ key: newKey('level'), label: '', points: '' });

/** A new criterion: untitled, with the two levels every criterion needs at least, to be filled in. */
export const newRubricCriterion = (): CriterionDraft => ({
  key: newKey('criterion'),
  title: '',
  description: '',
  levels: [newLevel(), newLevel()],
});

/** A saved rubric as the form holds it. Ids are not kept: the service gives a changed rubric new ones. */
export function rubricDraftOf(rubric: GradingRubric | null): CriterionDraft[] {
  if (!rubric) return [];
  return rubric.criteria.map((criterion) => ({
    key: newKey('criterion'),
    title: criterion.title,
    description: criterion.description,
    levels: criterion.levels.map((level) => ({ key: newKey('level'), label: level.label, points: String(level.points) })),
  }));
}

/** A whole number as typed; anything else goes as NaN, which the schema refuses in its own words. */
const pointsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

/** The rubric the service takes, from what was typed. */
export function rubricInputOf(criteria: readonly CriterionDraft[]): RubricInput {
  return {
    criteria: criteria.map((criterion) => ({
      title: criterion.title,
      description: criterion.description,
      levels: criterion.levels.map((level) => ({ label: level.label, points: pointsOf(level.points) })),
    })),
  };
}
