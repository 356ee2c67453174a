import { useId, useRef, useState, type FormEvent } from 'react';
import { FIELDS_NEED_ATTENTION } from '@sla/data';
import { useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { LEAVE_MESSAGE } from '../programs/ProgramEditor.js';
import type { Checked } from './checkInput.js';

export interface DraftEditorOptions<Draft, Input, Saved> {
  initial: () => Draft;
  /** Which error each field of the draft shows, so changing a field hides its own. */
  errorOf: Partial<Record<keyof Draft, string>>;
  /** The draft checked with the service's schema: nothing is sent while it finds a problem. */
  build: (draft: Draft) => Checked<Input>;
  send: (input: Input) => Promise<Saved>;
  /** What the status line says once it is saved ("Created …", "Saved changes to …"). */
  savedMessage: (saved: Saved) => string;
  onSaved: (saved: Saved) => void;
  onClose: () => void;
}

/**
 * One delivery item's editor (a module, an assignment): its draft, whether that differs from what was last saved,
 * saving it once the service's own schema passes it, and asking before unsaved changes are left behind.
 */
export function useDraftEditor<Draft extends object, Input, Saved>(options: DraftEditorOptions<Draft, Input, Saved>) {
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(draft));
  const form = useFormState({}, { formRef: root });
  const [saved, setSaved] = useState('');
  const dirty = JSON.stringify(draft) !== baseline;

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved('');
    for (const key of Object.keys(patch) as (keyof Draft)[]) {
      const path = options.errorOf[key];
      if (path) form.clearFieldErrors(path);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    setSaved('');
    const built = options.build(draft);
    if (!built.ok) return form.refuse(built.errors, `${t(FIELDS_NEED_ATTENTION)} ${t('Nothing was saved.')}`);
    const sent = JSON.stringify(draft);
    void form.submit(async () => {
      const result = await options.send(built.input);
      setBaseline(sent);
      setSaved(options.savedMessage(result));
      options.onSaved(result);
    });
  };

  const close = () => {
    if (dirty && !window.confirm(t(LEAVE_MESSAGE))) return;
    options.onClose();
  };

  return { id, formRef: root, draft, change, form, errors: form.fieldErrors, saved, dirty, save, close };
}

/** What the editor's frame (DraftEditorForm) needs of it, whatever the draft. */
export type DraftEditorFrame = Pick<ReturnType<typeof useDraftEditor>, 'id' | 'form' | 'saved' | 'dirty' | 'save' | 'close'>;
