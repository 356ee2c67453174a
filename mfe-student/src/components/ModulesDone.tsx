import type { StudentModules } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDate } from '../format.js';

/** Every module of the cohort with whether the student marked it done (and when), those not opened yet last. */
export function ModulesDone({ modules, timeZone }: { modules: StudentModules; timeZone: string }) {
  return (
    <ol className="student-checklist" aria-label={t('Modules')}>
      {modules.opened.map((module) => (
        <li key={module.id} className={module.doneAt ? 'student-checklist__item is-done' : 'student-checklist__item'}>
          <span className="student-checklist__mark" aria-hidden="true">
            {module.doneAt ? '✓' : ''}
          </span>
          <span className="student-checklist__title">
            {t('Module {number}: {title}', { number: module.position, title: module.title })}
          </span>
          <span className="student-checklist__state">
            {module.doneAt ? (
              <T
                message="Done on <time>{date}</time>"
                values={{ date: formatDate(module.doneAt, timeZone) }}
                components={{ time: <time dateTime={module.doneAt} /> }}
              />
            ) : (
              t('Not done yet')
            )}
          </span>
        </li>
      ))}
      {modules.upcoming.map((module) => (
        <li key={module.id} className="student-checklist__item is-upcoming">
          <span className="student-checklist__mark" aria-hidden="true" />
          <span className="student-checklist__title">
            {t('Module {number}: {title}', { number: module.position, title: module.title })}
          </span>
          <span className="student-checklist__state">
            <T
              message="Opens on <time>{date}</time>"
              values={{ date: formatDate(module.opensAt, timeZone) }}
              components={{ time: <time dateTime={module.opensAt} /> }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
