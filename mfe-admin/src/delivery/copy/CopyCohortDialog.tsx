import { useId, useState, type FormEvent } from 'react';
import { api, routes, type Cohort, type CohortCopy } from '@sla/data';
import { cohortCopyInput } from '@sla/contract/schemas';
import { formatShortDateTime, LoadState, useLoad } from '@sla/data-views';
import { planCohortCopy, type CohortCopyPlan, type DateFit, type PlannedDate } from '@sla/domain';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { ChoiceFieldset, DialogLoadState } from '../../components/ChoiceDialog.js';
import { checkInput } from '../checkInput.js';
import { cohortDates } from '../labels.js';

/** The earlier cohort's modules and assignments, as the preview plans them. */
interface SourceContent {
  modules: { id: string; title: string; at: string }[];
  assignments: { id: string; title: string; at: string }[];
}

const loadContent = async (id: string): Promise<SourceContent> => {
  const [modules, assignments] = await Promise.all([
    api(routes.listModules, { params: { id } }),
    api(routes.listCohortAssignments, { params: { id } }),
  ]);
  return {
    modules: modules.items.map((module) => ({ id: module.id, title: module.title, at: module.opensAt })),
    assignments: assignments.items.map((assignment) => ({ id: assignment.id, title: assignment.title, at: assignment.dueAt })),
  };
};

const FIT_LABELS: Record<Exclude<DateFit, 'within'>, string> = {
  beforeStart: msg('Before the cohort starts'),
  afterEnd: msg('After the cohort ends'),
};

/**
 * Starts a cohort from an earlier one of the same programme: staff pick the cohort (newest first), see every module and
 * assignment with its old and new date (moved by the days between the two start dates, planCohortCopy of @sla/domain,
 * the rule the service applies), and confirm. `onCopied` gets what the service made.
 */
export function CopyCohortDialog({
  cohort,
  onCancel,
  onCopied,
}: {
  cohort: Cohort;
  onCancel: () => void;
  onCopied: (copy: CohortCopy, source: Cohort) => void;
}) {
  const id = useId();
  const cohorts = useLoad(
    async () =>
      (await api(routes.listCohorts, { query: { programId: cohort.programId } })).items.filter((each) => each.id !== cohort.id),
    [cohort.id, cohort.programId],
  );
  const [sourceId, setSourceId] = useState('');
  const form = useFormState({}, { shown: (name) => name === 'sourceCohortId' });
  const content = useLoad(sourceId ? () => loadContent(sourceId) : null, [sourceId]);

  const choose = (next: string) => {
    setSourceId(next);
    form.clearFieldErrors('sourceCohortId');
    form.clearFailure();
  };

  const copy = (sources: readonly Cohort[]) => (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkInput(cohortCopyInput, { sourceCohortId: sourceId });
    if (!checked.ok) return form.refuse(checked.errors);
    const source = sources.find((each) => each.id === sourceId);
    void form.submit(async () =>
      onCopied(await api(routes.copyCohortContent, { params: { id: cohort.id }, body: checked.input }), source!),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={form.submitting} className="delivery-dialog copy-dialog">
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Copy from an earlier cohort')}
      </h2>
      <p className="dialog__meta">{t('Into {name}, {dates}', { name: cohort.name, dates: cohortDates(cohort) })}</p>
      <DialogLoadState
        state={cohorts}
        loadingLabel={t('Loading cohorts…')}
        errorTitle={t('The cohorts could not be loaded')}
        onClose={onCancel}
      >
        {(sources) =>
          sources.length === 0 ? (
            <>
              <p className="empty-state">
                {t('{programName} has no other cohort to copy from.', { programName: cohort.programName })}
              </p>
              <div className="dialog__actions">
                <button type="button" className="button button--outline" onClick={onCancel} data-autofocus>
                  {t('Close')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={copy(sources)} noValidate>
              <p className="dialog__meta">
                {t(
                  'Its modules (with their links and files) and assignments are copied into this cohort, every date moved to keep the same distance from the start. Members, mentors, handed-in work and grades are not.',
                )}
              </p>
              <ChoiceFieldset legend={t('Copy from')} error={form.fieldErrors.sourceCohortId} errorId={`${id}-error`}>
                {sources.map((source, index) => (
                  <label key={source.id} className="choice delivery-candidate">
                    <input
                      type="radio"
                      name={`${id}-source`}
                      value={source.id}
                      checked={sourceId === source.id}
                      onChange={() => choose(source.id)}
                      data-autofocus={index === 0 || undefined}
                    />
                    <span className="delivery-candidate__text">
                      <span className="delivery-candidate__name">{source.name}</span>
                      <span className="field__hint">{cohortDates(source)}</span>
                    </span>
                  </label>
                ))}
              </ChoiceFieldset>
              {sourceId ? (
                <LoadState
                  state={content}
                  loadingLabel={t('Loading its modules and assignments…')}
                  errorTitle={t('Its modules and assignments could not be loaded')}
                >
                  {(ready) => (
                    <CopyPreview
                      plan={planCohortCopy({
                        source: sources.find((each) => each.id === sourceId)!,
                        target: cohort,
                        zone: cohort.timeZone,
                        ...ready.value,
                      })}
                      cohort={cohort}
                    />
                  )}
                </LoadState>
              ) : null}
              <DialogActions
                failure={form.failure}
                label={t('Copy into {name}', { name: cohort.name })}
                busyLabel={t('Copying…')}
                busy={form.submitting}
                onCancel={onCancel}
              />
            </form>
          )
        }
      </DialogLoadState>
    </Dialog>
  );
}

/** What the copy will make: how far dates move, a warning for those outside the cohort, and each item old → new. */
function CopyPreview({ plan, cohort }: { plan: CohortCopyPlan | null; cohort: Cohort }) {
  const id = useId();
  if (!plan) return <p className="notice copy-preview__warning">{t('Both cohorts need a start date to move the dates by.')}</p>;
  if (!plan.modules.length && !plan.assignments.length)
    return <p className="empty-state">{t('That cohort has no modules or assignments, so there is nothing to copy.')}</p>;
  const shift =
    plan.days > 0
      ? t('{days, plural, one {Every date moves # day later.} other {Every date moves # days later.}}', { days: plan.days })
      : plan.days < 0
        ? t('{days, plural, one {Every date moves # day earlier.} other {Every date moves # days earlier.}}', {
            days: -plan.days,
          })
        : t('The two cohorts start on the same day, so the dates stay as they are.');
  return (
    <section className="copy-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="copy-preview__title">
        {t('Preview')}
      </h3>
      <p>{shift}</p>
      {plan.outside ? (
        <p className="notice copy-preview__warning">
          {t(
            '{count, plural, one {# date falls before {name} starts or after it ends. It is kept as moved: change it after copying if it should be otherwise.} other {# dates fall before {name} starts or after it ends. They are kept as moved: change them after copying if they should be otherwise.}}',
            { count: plan.outside, name: cohort.name },
          )}
        </p>
      ) : null}
      <PlannedList
        heading={t('{count, plural, one {# module} other {# modules}}', { count: plan.modules.length })}
        items={plan.modules}
        zone={cohort.timeZone}
        label={msg('Opens {from} → {to}')}
      />
      <PlannedList
        heading={t('{count, plural, one {# assignment} other {# assignments}}', { count: plan.assignments.length })}
        items={plan.assignments}
        zone={cohort.timeZone}
        label={msg('Due {from} → {to}')}
      />
    </section>
  );
}

function PlannedList({
  heading,
  items,
  zone,
  label,
}: {
  heading: string;
  items: readonly PlannedDate[];
  zone: string;
  /** "Opens {from} → {to}", marked with msg(). */
  label: string;
}) {
  if (!items.length) return null;
  const when = (iso: string) => formatShortDateTime(iso, { programmeZone: zone });
  return (
    <>
      <h4 className="copy-preview__heading">{heading}</h4>
      <ul className="copy-preview__list">
        {items.map((item) => (
          <li key={item.id} className="copy-preview__item">
            <span className="copy-preview__name">{item.title}</span>
            <span className="field__hint">{t(label, { from: when(item.from), to: when(item.to) })}</span>
            {item.fit !== 'within' ? <span className="badge badge--warning">{t(FIT_LABELS[item.fit])}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
