import type { StudentOverview } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatPercent } from '../format.js';
import { ProgressBar } from './ProgressBar.js';

type Figures = StudentOverview['progress'];

/** How far through the programme: modules done and work graded, over everything the programme asks. */
export function progressPercent(progress: Figures): number {
  const total = progress.modulesTotal + progress.assignmentsTotal;
  return total === 0 ? 0 : Math.round(((progress.modulesDone + progress.assignmentsGraded) / total) * 100);
}

/** The figures under the bar, each with its name (called while rendering, in the page's language). */
const figures = (progress: Figures): [term: string, value: string][] => [
  [t('Modules done'), t('{value} of {max}', { value: progress.modulesDone, max: progress.modulesTotal })],
  [t('Work handed in'), t('{value} of {max}', { value: progress.assignmentsHandedIn, max: progress.assignmentsTotal })],
  [t('Work graded'), t('{value} of {max}', { value: progress.assignmentsGraded, max: progress.assignmentsTotal })],
  [t('Average grade'), progress.averagePercent === null ? t('No grades yet') : formatPercent(progress.averagePercent)],
];

/** The progress bar with the figures it is made of, so the bar is never the only way to read them. */
export function ProgressSummary({ progress }: { progress: Figures }) {
  const percent = progressPercent(progress);
  return (
    <>
      <ProgressBar
        label={
          <T
            message="Programme progress: <strong>{percent}</strong>"
            values={{ percent: formatPercent(percent) }}
            components={{ strong: <strong /> }}
          />
        }
        value={percent}
        max={100}
      />
      <dl className="student-figures">
        {figures(progress).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
