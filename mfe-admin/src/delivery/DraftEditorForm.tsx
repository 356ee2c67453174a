import type { ReactNode, RefObject } from 'react';
import { FormProblem } from '@sla/forms';
import type { DraftEditorFrame } from './useDraftEditor.js';

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
  /** What is edited: "module". */
  noun: string;
  /** The item as last saved; null while a new one is being written. */
  item: { title: string } | null;
  children: ReactNode;
}) {
  const { id, form } = editor;
  return (
    <form
      ref={formRef}
      className="delivery-editor builder-panel"
      aria-labelledby={`${id}-title`}
      onSubmit={editor.save}
      noValidate
    >
      <div className="program-editor__header">
        <h2 id={`${id}-title`}>{item ? `Edit ${item.title}` : `New ${noun}`}</h2>
        <button type="button" className="link-button" onClick={editor.close} disabled={form.submitting}>
          {`Back to ${noun}s`}
        </button>
      </div>
      {children}
      <div className="program-editor__bar">
        <FormProblem message={form.failure} />
        <div className="program-editor__actions">
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? 'Saving…' : item ? `Save ${noun}` : `Create ${noun}`}
          </button>
          <p className="program-editor__state" role="status" aria-live="polite">
            {editor.saved}
          </p>
          {editor.dirty && !form.submitting ? <p className="program-editor__state">Unsaved changes</p> : null}
        </div>
      </div>
    </form>
  );
}
