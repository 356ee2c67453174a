import { useId } from 'react';
import { data, type ProgramSettings } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { formatShortDateTime } from '@sla/data-views';
import { STATUS_BADGES, STATUS_LABELS } from './labels.js';

const listPrograms = () => data.programs.list();

/** Newest first, whatever order the server answered in. */
const newestFirst = (programs: ProgramSettings[]) =>
  [...programs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const questionCount = (program: ProgramSettings) =>
  program.form.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** "Opens 1 Dec 2026, 09:00 – Closes 31 Jan 2027, 23:59", in the programme's own time zone. */
export function windowText(program: ProgramSettings): string {
  const { opensAt, closesAt, timeZone } = program;
  if (!opensAt && !closesAt) return 'Not set';
  const opens = opensAt ? `Opens ${formatShortDateTime(opensAt, timeZone)}` : 'No opening time';
  const closes = closesAt ? `Closes ${formatShortDateTime(closesAt, timeZone)}` : 'no closing time';
  return `${opens} – ${closes}`;
}

/** Every programme with its status, window, places and number of questions, and a way into each. */
export function ProgramList({ onOpen, onNew }: { onOpen: (program: ProgramSettings) => void; onNew: () => void }) {
  const id = useId();
  const programs = useLoad(listPrograms, []);

  return (
    <>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          Each programme’s page, its application window, its application form and how reviewers score it.
        </p>
        <button type="button" className="button button--primary" onClick={onNew}>
          New programme
        </button>
      </div>
      <LoadState
        state={programs}
        loadingLabel="Loading programmes…"
        errorTitle="The programmes could not be loaded"
        isEmpty={(list) => list.value.length === 0}
        empty={<p className="empty-state">No programmes yet. Create the first with “New programme”.</p>}
      >
        {(list) => (
          <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="data-table">
              <caption id={`${id}-caption`} className="visually-hidden">
                Programmes, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Programme</th>
                  <th scope="col">Status</th>
                  <th scope="col">Application window</th>
                  <th scope="col" className="data-table__number">
                    Places
                  </th>
                  <th scope="col" className="data-table__number">
                    Questions
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {newestFirst(list.value).map((program) => (
                  <tr key={program.id}>
                    <th scope="row" className="data-table__name">
                      {program.name}
                      <br />
                      <code className="data-table__muted">{program.slug}</code>
                    </th>
                    <td>
                      <span className={STATUS_BADGES[program.status]}>{STATUS_LABELS[program.status]}</span>
                    </td>
                    <td className="data-table__wrap">
                      {windowText(program)}
                      {program.opensAt || program.closesAt ? (
                        <span className="data-table__muted"> ({program.timeZone})</span>
                      ) : null}
                    </td>
                    <td className="data-table__number">
                      {program.capacity ?? <span className="data-table__muted">No limit</span>}
                    </td>
                    <td className="data-table__number">{questionCount(program)}</td>
                    <td className="data-table__actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${program.name}`}
                        onClick={() => onOpen(program)}
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </>
  );
}
