import { useId, useRef, type FormEvent } from 'react';
import { api, routes, type Category } from '@sla/data';
import { FailureAlert, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { checkName } from './checkName.js';
import { nameRefusal, onlyName } from './nameRefusal.js';

/** A new category's name, checked with the shared schema, then created at the end of the list. */
export function AddCategoryForm({ onAdded }: { onAdded: (category: Category) => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({ name: '', nameFr: '' }, { explain: nameRefusal, shown: onlyName, formRef });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkName(form.values);
    if (!checked.ok) return form.refuse(checked.errors);
    void form.submit(async () => {
      const created = await api(routes.createCategory, { body: checked.input });
      form.reset({ name: '', nameFr: '' });
      onAdded(created);
    });
  };

  return (
    <form ref={formRef} className="category-add" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="category-add__title">
        {t('Add a category')}
      </h2>
      <div className="category-add__row">
        <Field label={t('Name')} error={form.fieldErrors.name} required className="category-add__field">
          {(control) => <input {...control} {...form.bind('name')} maxLength={80} autoComplete="off" />}
        </Field>
        <Field label={t('Name in French')} optional error={form.fieldErrors.nameFr} className="category-add__field">
          {(control) => <input {...control} {...form.bind('nameFr')} maxLength={80} autoComplete="off" lang="fr" />}
        </Field>
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Adding…') : t('Add category')}
        </button>
      </div>
      <FailureAlert message={form.failure} />
    </form>
  );
}
