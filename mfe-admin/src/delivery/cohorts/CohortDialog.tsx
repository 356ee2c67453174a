import { useId, useState, type FormEvent } from 'react';
import { FIELDS_NEED_ATTENTION, type Cohort } from '@sla/data';
import { cohortInput, type CohortInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { Checkbox, InputField } from '../../programs/editorFields.js';
import { checkInput } from '../checkInput.js';

const FIELDS = ['name', 'startsOn', 'endsOn'] as const;

/**
 * Creates or edits a cohort: its name, dates, and whether newly accepted students join it. Checked with the
 * service's schema first; the service's refusals show beside the fields.
 */
export function CohortDialog({
  programName,
  cohort,
  save,
  onSaved,
  onCancel,
}: {
  programName: string;
  /** null for a new cohort. */
  cohort: Cohort | null;
  save: (input: CohortInput) => Promise<Cohort>;
  onSaved: (cohort: Cohort) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<CohortInput>(() => ({
    name: cohort?.name ?? '',
    startsOn: cohort?.startsOn ?? '',
    endsOn: cohort?.endsOn ?? '',
    acceptingStudents: cohort?.acceptingStudents ?? false,
  }));
  const form = useFormState({}, { shown: (name) => (FIELDS as readonly string[]).includes(name) });
  const errors = form.fieldErrors;

  const change = (patch: Partial<CohortInput>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const name of Object.keys(patch)) form.clearFieldErrors(name);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkInput(cohortInput, draft);
    if (!checked.ok) return form.refuse(checked.errors, t(FIELDS_NEED_ATTENTION));
    void form.submit(async () => onSaved(await save(checked.input)));
  };

  return (
    <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {cohort ? t('Edit {name}', { name: cohort.name }) : t('New cohort')}
      </h2>
      <p className="dialog__meta">{programName}</p>
      <form onSubmit={submit} noValidate className="delivery-form">
        <InputField
          label={t('Name')}
          hint={t('For example “StepUp Scholars 2027”.')}
          error={errors.name}
          maxLength={120}
          value={draft.name}
          onChange={(name) => change({ name })}
          data-autofocus
        />
        <div className="builder-row">
          <InputField
            label={t('Starts on')}
            type="date"
            error={errors.startsOn}
            value={draft.startsOn}
            onChange={(startsOn) => change({ startsOn })}
          />
          <InputField
            label={t('Ends on')}
            type="date"
            error={errors.endsOn}
            value={draft.endsOn}
            onChange={(endsOn) => change({ endsOn })}
          />
        </div>
        <Checkbox
          label={t('Takes newly accepted students')}
          checked={draft.acceptingStudents}
          onChange={(acceptingStudents) => change({ acceptingStudents })}
        />
        <p className="field__hint">
          {t(
            'Applicants accepted into {programName} join this cohort. Only one cohort of a programme takes them: ticking this here takes it from any other.',
            { programName },
          )}
        </p>
        <DialogActions
          failure={form.failure}
          label={cohort ? t('Save changes') : t('Create cohort')}
          busyLabel={t('Saving…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
