import { useState } from 'react';
import { data, errorMessage, type LearningFile, type StudentModule } from '@sla/data';
import { FailureAlert } from '@sla/forms';
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
  const fetchFile = (file: LearningFile) => data.studies.downloadModuleFile(module.id, file.id);

  const setDone = (value: boolean) => {
    setSaving(true);
    setProblem(null);
    data.studies
      .setModuleDone(module.id, { done: value })
      .then(onChange, (error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setSaving(false));
  };

  return (
    <li className={`student-module${done ? ' student-module--done' : ''}`}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="student-module__summary">
          <span className="student-module__title">
            <span className="student-module__position">Module {module.position}</span> {module.title}
          </span>
          <span className="student-module__meta">
            Opened <time dateTime={module.opensAt}>{formatDate(module.opensAt, timeZone)}</time>
            {done ? <span className="badge badge--success">Done</span> : null}
          </span>
        </summary>
        <div className="student-module__content">
          {module.bodyHtml ? (
            // Rendered and sanitised by the data service with the public site's Markdown renderer.
            <div className="prose student-module__body" dangerouslySetInnerHTML={{ __html: module.bodyHtml }} />
          ) : null}
          {module.links.length > 0 ? (
            <>
              <h3 className="student-module__heading">Links</h3>
              <ul className="student-module__links">
                {module.links.map((link) => (
                  <li key={`${link.url}-${link.label}`}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {module.files.length > 0 ? (
            <>
              <h3 className="student-module__heading">Files</h3>
              <FileDownloads files={module.files} fetchFile={fetchFile} label={`Files of ${module.title}`} />
            </>
          ) : null}
          <div className="student-module__done">
            {done ? (
              <p>
                You marked this module done on <time dateTime={module.doneAt ?? ''}>{formatDate(module.doneAt, timeZone)}</time>.
              </p>
            ) : null}
            <button
              type="button"
              className={done ? 'button button--outline' : 'button button--primary'}
              disabled={saving}
              // Every module has this button: its title tells them apart for screen readers and voice control.
              aria-label={`${done ? 'Mark as not done' : 'Mark as done'}: ${module.title}`}
              onClick={() => setDone(!done)}
            >
              {saving ? 'Saving…' : done ? 'Mark as not done' : 'Mark as done'}
            </button>
            <FailureAlert message={problem} />
          </div>
        </div>
      </details>
    </li>
  );
}
