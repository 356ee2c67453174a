import { useId } from 'react';
import type { Mentorship } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { personName, roleWords } from './words.js';

/**
 * Who is on the other side: to a student, their mentor (what they do, their headline and e-mail); to a mentor, their
 * mentee and cohort. Both see since when they are paired, and when it ended.
 */
export function OtherPerson({ mentorship }: { mentorship: Mentorship }) {
  const id = useId();
  const student = mentorship.you === 'student';
  const other = student ? mentorship.mentor : mentorship.student;
  const role = roleWords(other.role);
  return (
    <section className="mentoring-card mentoring-person" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mentoring-card__title">
        {student ? t('Your mentor') : t('Your mentee')}
      </h2>
      <p className="mentoring-person__name">{personName(other)}</p>
      {role ? <p className="mentoring-person__role">{role}</p> : null}
      {student && mentorship.mentor.headline ? <p className="mentoring-person__headline">{mentorship.mentor.headline}</p> : null}
      <dl className="mentoring-facts">
        {student && mentorship.mentor.email ? (
          <div>
            <dt>{t('E-mail')}</dt>
            <dd>
              <a href={`mailto:${mentorship.mentor.email}`}>{mentorship.mentor.email}</a>
            </dd>
          </div>
        ) : null}
        {mentorship.cohortName ? (
          <div>
            <dt>{t('Cohort')}</dt>
            <dd>{mentorship.cohortName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{mentorship.endedAt ? t('Paired on') : t('Paired since')}</dt>
          <dd>
            <time dateTime={mentorship.pairedAt}>{formatDate(mentorship.pairedAt)}</time>
          </dd>
        </div>
        {mentorship.endedAt ? (
          <div>
            <dt>{t('Ended on')}</dt>
            <dd>
              <time dateTime={mentorship.endedAt}>{formatDate(mentorship.endedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
