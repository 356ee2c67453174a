import { api, routes, type ProgramSettings } from '@sla/data';
import { LoadState, useLoad, StackedTableRegion } from '@sla/data-views';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { STATUS_BADGES, STATUS_LABELS } from './labels.js';

const listPrograms = async () => (await api(routes.listPrograms)).items;

/** Newest first, whatever order the server answered in. */
const newestFirst = (programs: ProgramSettings[]) =>
  [...programs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const questionCount = (program: ProgramSettings) =>
  program.form.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** "Opens 1 Dec 2026, 09:00 (Nairobi time) – Closes …", in the programme's own time zone, named. */
export function windowText(program: ProgramSettings): string {
  const { opensAt, closesAt, timeZone } = program;
  if (!opensAt && !closesAt) return t('Not set');
  const opens = opensAt ? formatShortDateTime(opensAt, { programmeZone: timeZone }) : null;
  const closes = closesAt ? formatShortDateTime(closesAt, { programmeZone: timeZone }) : null;
  if (opens && closes) return t('Opens {opens} – Closes {closes}', { opens, closes });
  return opens ? t('Opens {opens} – no closing time', { opens }) : t('No opening time – Closes {closes}', { closes });
}

/** Every programme with its status, window, places and number of questions, and a way into each. */
export function ProgramList({ onOpen, onNew }: { onOpen: (program: ProgramSettings) => void; onNew: () => void }) {
  const programs = useLoad(listPrograms, []);

  return (
    <>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">
          {t('Each programme’s page, its application window, its application form and how reviewers score it.')}
        </p>
        <button type="button" className="button button--primary" onClick={onNew}>
          {t('New programme')}
        </button>
      </div>
      <LoadState
        state={programs}
        loadingLabel={t('Loading programmes…')}
        errorTitle={t('The programmes could not be loaded')}
        isEmpty={(list) => list.value.length === 0}
        empty={<p className="empty-state">{t('No programmes yet. Create the first with “New programme”.')}</p>}
      >
        {(list) => (
          <StackedTableRegion caption={t('Programmes, newest first')}>
            <thead>
              <tr>
                <th scope="col">{t('Programme')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Application window')}</th>
                <th scope="col" className="data-table__number">
                  {t('Places')}
                </th>
                <th scope="col" className="data-table__number">
                  {t('Questions')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('Actions')}</span>
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
                    <span className={STATUS_BADGES[program.status]}>{t(STATUS_LABELS[program.status])}</span>
                  </td>
                  <td className="data-table__wrap">{windowText(program)}</td>
                  <td className="data-table__number">
                    {program.capacity ?? <span className="data-table__muted">{t('No limit')}</span>}
                  </td>
                  <td className="data-table__number">{questionCount(program)}</td>
                  <td className="data-table__actions">
                    <button
                      type="button"
                      className="button button--outline button--small"
                      aria-label={t('Edit {name}', { name: program.name })}
                      onClick={() => onOpen(program)}
                    >
                      {t('Edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTableRegion>
        )}
      </LoadState>
    </>
  );
}
