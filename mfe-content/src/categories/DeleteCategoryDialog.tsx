import { useId, useState } from 'react';
import { api, routes, type Category } from '@sla/data';
import { fieldErrors, moveCategoryPostsInput } from '@sla/contract/schemas';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

/**
 * Deletes a category. One with posts is deleted only after they are moved to another category,
 * chosen here, so no story loses its place; both steps run from one button.
 */
export function DeleteCategoryDialog({
  category,
  others,
  onCancel,
  onDeleted,
}: {
  category: Category;
  /** The categories its posts may move to. */
  others: readonly Category[];
  onCancel: () => void;
  /** `movedTo` is the category that took its posts, if any. */
  onDeleted: (movedTo: Category | null) => void;
}) {
  const id = useId();
  const form = useFormState({ toCategoryId: '' });
  // Once moved, a failed delete is tried again alone: the posts are already in their new category.
  const [moved, setMoved] = useState(false);
  const mustMove = category.postCount > 0 && !moved;

  const confirm = () => {
    if (form.submitting) return;
    if (!mustMove) {
      void form.submit(async () => {
        await api(routes.deleteCategory, { params: { id: category.id } });
        onDeleted(others.find((other) => other.id === form.values.toCategoryId) ?? null);
      });
      return;
    }
    const checked = moveCategoryPostsInput.safeParse({ toCategoryId: form.values.toCategoryId });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      await api(routes.moveCategoryPosts, { params: { id: category.id }, body: checked.data });
      setMoved(true);
      await api(routes.deleteCategory, { params: { id: category.id } });
      onDeleted(others.find((other) => other.id === checked.data.toCategoryId) ?? null);
    });
  };

  const cannotMove = mustMove && others.length === 0;
  const count = category.postCount;

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Delete {name}?', { name: category.name })}
      </h2>
      {!mustMove ? (
        <p id={`${id}-text`}>
          {moved
            ? t('Its posts were moved. Its page on the site goes; nothing else changes.')
            : t('No post is in this category. Its page on the site goes; nothing else changes.')}
        </p>
      ) : cannotMove ? (
        <p id={`${id}-text`}>
          {t(
            '{count, plural, one {# post is in this category, and there is no other category to move it to. Add another category first.} other {# posts are in this category, and there is no other category to move them to. Add another category first.}}',
            { count },
          )}
        </p>
      ) : (
        <>
          <p id={`${id}-text`}>
            {t(
              '{count, plural, one {# post is in this category. They move to the category you choose, then this one is deleted.} other {# posts are in this category. They move to the category you choose, then this one is deleted.}}',
              { count },
            )}
          </p>
          <Field
            label={t('{count, plural, one {Move its # post to} other {Move its # posts to}}', { count })}
            error={form.fieldErrors.toCategoryId}
            required
          >
            {(control) => (
              <select {...control} {...form.bind('toCategoryId')} data-autofocus>
                <option value="">{t('Choose a category')}</option>
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      {cannotMove ? (
        <div className="dialog__actions">
          <button type="button" className="button button--outline" onClick={onCancel} data-autofocus>
            {t('Close')}
          </button>
        </div>
      ) : (
        <DialogActions
          failure={form.failure}
          label={mustMove ? t('Move posts and delete') : t('Delete category')}
          busyLabel={t('Deleting…')}
          busy={form.submitting}
          onAction={confirm}
          onCancel={onCancel}
          danger
          focusCancel={!mustMove}
        />
      )}
    </Dialog>
  );
}
