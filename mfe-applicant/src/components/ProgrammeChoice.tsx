import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import { matchRoute } from '@sla/permissions';
import { Link } from '@sla/router';
import type { ApplicationSummary, ProgramSettings } from '@sla/data';
import { formatList, t } from '@sla/i18n';
import { LiveFieldset, T } from '@sla/ui';
import { applicationFor } from '../overview.js';
import { statusLabel } from '../status.js';
import { deadlineText } from './ProgrammeItem.js';

/**
 * The first step of a new application: which programme. A programme already applied to cannot be
 * chosen again (one application per programme); one with a draft continues that draft.
 */
export function ProgrammeChoice({
  programmes,
  applications,
  preselected,
  busy,
  onStart,
}: {
  programmes: readonly ProgramSettings[];
  applications: readonly ApplicationSummary[];
  preselected: string | null;
  busy: boolean;
  onStart: (program: ProgramSettings) => void;
}) {
  const id = useId();
  // A programme already applied to cannot be chosen, even when a link names it.
  const [chosenId, setChosenId] = useState<string | null>(() => {
    const existing = preselected ? applicationFor(preselected, applications) : null;
    return existing && existing.status !== 'draft' ? null : preselected;
  });
  const [error, setError] = useState<string | null>(null);
  const firstOption = useRef<HTMLInputElement>(null);
  const chosen = programmes.find((program) => program.id === chosenId) ?? null;
  const draft = chosen ? applicationFor(chosen.id, applications)?.status === 'draft' : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('Choose the programme you want to apply to.'));
      firstOption.current?.focus();
      return;
    }
    onStart(chosen);
  };

  return (
    <form className="form-card form-card--wide" noValidate onSubmit={submit}>
      <LiveFieldset>
        <fieldset className="option-cards" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="option-cards__legend">{t('Which programme are you applying to?')}</legend>
          {error ? (
            <p id={`${id}-error`} className="field__error">
              <span className="visually-hidden">{t('Error:')} </span>
              {error}
            </p>
          ) : null}
          <div className="option-cards__list">
            {programmes.map((program, index) => {
              const existing = applicationFor(program.id, applications);
              const applied = existing !== null && existing.status !== 'draft';
              return (
                <label key={program.id} className="option-card">
                  <input
                    ref={index === 0 ? firstOption : undefined}
                    type="radio"
                    name={`${id}-programme`}
                    value={program.id}
                    checked={chosenId === program.id}
                    disabled={applied}
                    aria-invalid={error ? true : undefined}
                    onChange={() => {
                      setChosenId(program.id);
                      setError(null);
                    }}
                  />
                  <span className="option-card__text">
                    <span className="option-card__label">{program.name}</span>
                    {program.summary ? <span className="option-card__description">{program.summary}</span> : null}
                    <span className="option-card__description">{deadlineText(program)}</span>
                    {existing ? (
                      <span className="option-card__description">
                        {applied
                          ? t('You have already applied ({status}).', {
                              status: statusLabel(existing.status, existing.decision).toLowerCase(),
                            })
                          : t('You have a draft: you will continue where you left off.')}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <ProgrammePageLinks programmes={programmes} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('Starting…') : draft ? t('Continue application') : t('Start application')}
        </button>
      </LiveFieldset>
    </form>
  );
}

/** Links to the programmes' public pages, for an applicant still deciding; only pages the site has. */
function ProgrammePageLinks({ programmes }: { programmes: readonly ProgramSettings[] }) {
  const withPages = programmes.filter((program) => matchRoute(`/programs/${program.slug}`)?.route.access.kind === 'public');
  if (withPages.length === 0) return null;
  // The language joins the names ("A, B and C"), each held by a mark no name contains; the marks become the links.
  const joined = formatList(withPages.map((_, index) => `\ue000${index}\ue000`)).split(/\ue000(\d+)\ue000/);
  const links = joined.map((part, index) => {
    const program = index % 2 ? withPages[Number(part)] : undefined;
    return program ? (
      <Link key={program.id} to={`/programs/${program.slug}`}>
        {program.name}
      </Link>
    ) : (
      <Fragment key={`text-${index}`}>{part}</Fragment>
    );
  });
  return (
    <p className="field__hint">
      <T message="Not sure which fits you? Read about <programmes/>." components={{ programmes: <>{links}</> }} />
    </p>
  );
}
