import type { ReactNode, RefObject } from 'react';
import { FormProblem } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import type { DraftEditorFrame } from './useDraftEditor.js';

/** The words of each kind of item's editor. */
const LABELS = {
  module: { create: msg('New module'), back: msg('Back to modules'), save: msg('Save module'), submit: msg('Create module') },
  assignment: {
    create: msg('New assignment'),
    back: msg('Back to assignments'),
    save: msg('Save assignment'),
    submit: msg('Create assignment'),
  },
  announcement: {
    create: msg('New announcement'),
    back: msg('Back to announcements'),
    save: msg('Save announcement'),
    submit: msg('Post announcement'),
  },
} as const;

/**
 * The frame of a delivery item's editor: its heading with the way back to the list, the fields, then the save bar
 * (what went wrong, Save, "Saved …" read out, and "Unsaved changes" while there are some).
 */
export function DraftEditorForm({
  editor,
  formRef,
  noun,
  item,
  children,
}: {
  editor: DraftEditorFrame;
  /** The editor's formRef: where focus goes after a refusal. */
  formRef: RefObject<HTMLFormElement | null>;
  /** What is edited. */
  noun: keyof typeof LABELS;
  /** The item as last saved; null while a new one is being written. */
  item: { title: string } | null;
  children: ReactNode;
}) {
  const { id, form } = editor;
  const labels = LABELS[noun];
  return (
    <form
      ref={formRef}
      className="delivery-editor builder-panel"
      aria-labelledby={`${id}-title`}
      onSubmit={editor.save}
      noValidate
    >
      <div className="program-editor__header">
        <h2 id={`${id}-title`}>{item ? t('Edit {name}', { name: item.title }) : t(labels.create)}</h2>
        <button type="button" className="link-button" onClick={editor.close} disabled={form.submitting}>
          {t(labels.back)}
        </button>
      </div>
      {children}
      <div className="program-editor__bar">
        <FormProblem message={form.failure} />
        <div className="program-editor__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Saving…') : item ? t(labels.save) : t(labels.submit)}
          </button>
          <p className="program-editor__state" role="status" aria-live="polite">
            {editor.saved}
          </p>
          {editor.dirty && !form.submitting ? <p className="program-editor__state">{t('Unsaved changes')}</p> : null}
        </div>
      </div>
    </form>
  );
}
