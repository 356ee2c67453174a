import type { StudentOverview } from '@sla/data';
import { ProgressBar } from './ProgressBar.js';

type Figures = StudentOverview['progress'];

/** How far through the programme: modules done and work graded, over everything the programme asks. */
export function progressPercent(progress: Figures): number {
  const total = progress.modulesTotal + progress.assignmentsTotal;
  return total === 0 ? 0 : Math.round(((progress.modulesDone + progress.assignmentsGraded) / total) * 100);
}

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
        <div>
          <dt>Modules done</dt>
          <dd>
            {progress.modulesDone} of {progress.modulesTotal}
          </dd>
        </div>
        <div>
          <dt>Work handed in</dt>
          <dd>
            {progress.assignmentsHandedIn} of {progress.assignmentsTotal}
          </dd>
        </div>
        <div>
          <dt>Work graded</dt>
          <dd>
            {progress.assignmentsGraded} of {progress.assignmentsTotal}
          </dd>
        </div>
        <div>
          <dt>Average grade</dt>
          <dd>{progress.averagePercent === null ? 'No grades yet' : `${Math.round(progress.averagePercent)}%`}</dd>
        </div>
      </dl>
    </>
  );
}
