import type { StudentOverview } from '@sla/data';
import { ProgressBar } from './ProgressBar.js';

type Figures = StudentOverview['progress'];

/** How far through the programme: modules done and work graded, over everything the programme asks. */
export function progressPercent(progress: Figures): number {
  const total = progress.modulesTotal + progress.assignmentsTotal;
  return total === 0 ? 0 : Math.round(((progress.modulesDone + progress.assignmentsGraded) / total) * 100);
}

/** The figures under the bar, each with its name. */
const figures = (progress: Figures): [term: string, value: string][] => [
  ['Modules done', `${progress.modulesDone} of ${progress.modulesTotal}`],
  ['Work handed in', `${progress.assignmentsHandedIn} of ${progress.assignmentsTotal}`],
  ['Work graded', `${progress.assignmentsGraded} of ${progress.assignmentsTotal}`],
  ['Average grade', progress.averagePercent === null ? 'No grades yet' : `${Math.round(progress.averagePercent)}%`],
];

/** The progress bar with the figures it is made of, so the bar is never the only way to read them. */
export function ProgressSummary({ progress }: { progress: Figures }) {
  const percent = progressPercent(progress);
  return (
    <>
      <ProgressBar
        label={
          <>
            Programme progress: <strong>{percent}%</strong>
          </>
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
