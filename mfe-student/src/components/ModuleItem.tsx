import { useState } from 'react';
import { api, errorMessage, routes, type LearningFile, type StudentModule } from '@sla/data';
import { FailureAlert } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDate } from '../format.js';
import { FileDownloads } from './FileDownloads.js';

export interface ModuleItemProps {
  module: StudentModule;
  timeZone: string;
  /** Open at first: the module the student is on. */
  initiallyOpen: boolean;
  onChange: (module: StudentModule) => void;
}

/**
 * One opened module, folded to its title until opened: the body as the service rendered and sanitised it (the
 * public site's renderer), its links and files, and a way to mark it done (or not done again).
 */
export function ModuleItem({ module, timeZone, initiallyOpen, onChange }: ModuleItemProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const done = module.doneAt !== null;
  const fetchFile = (file: LearningFile) => api(routes.downloadStudentModuleFile, { params: { id: module.id, fileId: file.id } });

  const setDone = (value: boolean) => {
    setSaving(true);
    setProblem(null);
    api(routes.setModuleDone, { params: { id: module.id }, body: { done: value } })
      .then(onChange, (error: unknown) => setProblem(t(errorMessage(error))))
      .finally(() => setSaving(false));
  };

  return (
    <li className={`student-module${done ? ' student-module--done' : ''}`}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="student-module__summary">
          <span className="student-module__title">
            <span className="student-module__position">{t('Module {number}', { number: module.position })}</span> {module.title}
          </span>
          <span className="student-module__meta">
            <T
              message="Opened <time>{date}</time>"
              values={{ date: formatDate(module.opensAt, timeZone) }}
              components={{ time: <time dateTime={module.opensAt} /> }}
            />
            {done ? <span className="badge badge--success">{t('Done')}</span> : null}
          </span>
        </summary>
        <div className="student-module__content">
          {module.bodyHtml ? (
            // Rendered and sanitised by the data service with the public site's Markdown renderer.
            <div className="prose student-module__body" dangerouslySetInnerHTML={{ __html: module.bodyHtml }} />
          ) : null}
          {module.links.length > 0 ? (
            <>
              <h3 className="student-module__heading">{t('Links')}</h3>
              <ul className="student-module__links">
                {module.links.map((link) => (
                  <li key={`${link.url}-${link.label}`}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {module.files.length > 0 ? (
            <>
              <h3 className="student-module__heading">{t('Files')}</h3>
              <FileDownloads files={module.files} fetchFile={fetchFile} label={t('Files of {title}', { title: module.title })} />
            </>
          ) : null}
          <div className="student-module__done">
            {done ? (
              <p>
                <T
                  message="You marked this module done on <time>{date}</time>."
                  values={{ date: formatDate(module.doneAt, timeZone) }}
                  components={{ time: <time dateTime={module.doneAt ?? ''} /> }}
                />
              </p>
            ) : null}
            <button
              type="button"
              className={done ? 'button button--outline' : 'button button--primary'}
              disabled={saving}
              // Every module has this button: its title tells them apart for screen readers and voice control.
              aria-label={
                done
                  ? t('Mark as not done: {title}', { title: module.title })
                  : t('Mark as done: {title}', { title: module.title })
              }
              onClick={() => setDone(!done)}
            >
              {saving ? t('Saving…') : done ? t('Mark as not done') : t('Mark as done')}
            </button>
            <FailureAlert message={problem} />
          </div>
        </div>
      </details>
    </li>
  );
}
