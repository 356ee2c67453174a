import { useId, useRef, type FormEvent } from 'react';
import { api, routes, type Category } from '@sla/data';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { checkName } from './checkName.js';
import { nameRefusal, onlyName } from './nameRefusal.js';

/** A category's new name; its old address keeps working, so links already shared do not break. */
export function RenameCategoryDialog({
  category,
  onCancel,
  onRenamed,
}: {
  category: Category;
  onCancel: () => void;
  onRenamed: (category: Category) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({ name: category.name, nameFr: category.nameFr }, { explain: nameRefusal, shown: onlyName, formRef });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkName(form.values);
    if (!checked.ok) return form.refuse(checked.errors);
    if (checked.input.name === category.name && checked.input.nameFr === category.nameFr) return onCancel();
    void form.submit(async () =>
      onRenamed(await api(routes.renameCategory, { params: { id: category.id }, body: checked.input })),
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Rename {name}', { name: category.name })}
      </h2>
      <p id={`${id}-text`} className="dialog__meta">
        {t('Old links to this category keep working.')}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Field label={t('New name')} error={form.fieldErrors.name} required>
          {(control) => <input {...control} {...form.bind('name')} maxLength={80} autoComplete="off" data-autofocus />}
        </Field>
        <Field
          label={t('Name in French')}
          hint={t('Optional. Without it, French readers see the English name.')}
          error={form.fieldErrors.nameFr}
        >
          {(control) => <input {...control} {...form.bind('nameFr')} maxLength={80} autoComplete="off" lang="fr" />}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Rename')}
          busyLabel={t('Renaming…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
