import type { StudentModules } from '@sla/data';
import { formatDate } from '../format.js';

/** Every module of the cohort with whether the student marked it done (and when), those not opened yet last. */
export function ModulesDone({ modules, timeZone }: { modules: StudentModules; timeZone: string }) {
  return (
    <ol className="student-checklist" aria-label="Modules">
      {modules.opened.map((module) => (
        <li key={module.id} className={module.doneAt ? 'student-checklist__item is-done' : 'student-checklist__item'}>
          <span className="student-checklist__mark" aria-hidden="true">
            {module.doneAt ? '✓' : ''}
          </span>
          <span className="student-checklist__title">
            Module {module.position}: {module.title}
          </span>
          <span className="student-checklist__state">
            {module.doneAt ? (
              <>
                Done on <time dateTime={module.doneAt}>{formatDate(module.doneAt, timeZone)}</time>
              </>
            ) : (
              'Not done yet'
            )}
          </span>
        </li>
      ))}
      {modules.upcoming.map((module) => (
        <li key={module.id} className="student-checklist__item is-upcoming">
          <span className="student-checklist__mark" aria-hidden="true" />
          <span className="student-checklist__title">
            Module {module.position}: {module.title}
          </span>
          <span className="student-checklist__state">
            Opens on <time dateTime={module.opensAt}>{formatDate(module.opensAt, timeZone)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
