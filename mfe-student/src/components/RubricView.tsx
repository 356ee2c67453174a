import type { GradingMark, GradingRubric } from '@sla/data';
import { t } from '@sla/i18n';

const pointsText = (points: number) => t('{points, plural, one {# point} other {# points}}', { points });

/**
 * An assignment's rubric as a student reads it: each criterion with its levels and their points. Once the work is
 * graded with it (`marks`), the level the grader chose for each criterion is marked "Your level", with the points it
 * gave and the grader's comment. Lists, not a table, so it reads on a phone and to a screen reader alike.
 */
export function RubricView({ rubric, marks = null }: { rubric: GradingRubric; marks?: readonly GradingMark[] | null }) {
  return (
    <ol className="student-rubric">
      {rubric.criteria.map((criterion) => {
        const mark = marks?.find((each) => each.criterionId === criterion.id);
        const top = Math.max(...criterion.levels.map((level) => level.points));
        return (
          <li key={criterion.id} className="student-rubric__criterion">
            <h3 className="student-rubric__title">
              {mark
                ? t('{criterion}: {points} of {max} points', { criterion: criterion.title, points: mark.points, max: top })
                : criterion.title}
            </h3>
            {criterion.description ? <p className="student-rubric__about">{criterion.description}</p> : null}
            <ul className="student-rubric__levels" aria-label={t('Levels of {criterion}', { criterion: criterion.title })}>
              {criterion.levels.map((level) => {
                const yours = mark?.levelId === level.id;
                return (
                  <li
                    key={level.id}
                    className={yours ? 'student-rubric__level student-rubric__level--yours' : 'student-rubric__level'}
                  >
                    <span className="student-rubric__label">{level.label}</span>
                    <span className="student-rubric__points">{pointsText(level.points)}</span>
                    {yours ? <strong className="student-rubric__yours">{t('Your level')}</strong> : null}
                  </li>
                );
              })}
            </ul>
            {mark?.comment ? (
              <p className="student-rubric__comment">
                <strong>{t('Comment:')}</strong> {mark.comment}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
