import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@sla/data';
import { Dialog } from './Dialog.js';
import { DialogActions } from './DialogActions.js';
import { Field } from './Field.js';
import { useFormState } from './useFormState.js';

/** A zod/mini schema over the one text, `{ [name]: text }`; its refusal is shown on the field. */
export interface CountedTextSchema<Name extends string, Body> {
  safeParse(
    input: Record<Name, string>,
  ): { success: true; data: Body } | { success: false; error: { issues: Parameters<typeof fieldErrors>[0] } };
}

export interface CountedTextDialogProps<Name extends string, Body, Result> {
  /** The question, e.g. "End your mentorship with Ama?". */
  title: ReactNode;
  /** What the action does: it describes the dialog (paragraphs, each a <p>). */
  about: ReactNode;
  /** The text's name in the schema and in its errors, e.g. "reason". */
  name: Name;
  label: string;
  /** The words under the text box, given how many characters are typed and the most allowed (the caller's, in its catalogue). */
  hint: (count: number, max: number) => string;
  maxLength: number;
  rows: number;
  /** The text must be given (aria-required); otherwise the label says "(optional)". */
  required?: boolean;
  schema: CountedTextSchema<Name, Body>;
  /** Sends the parsed body; what it throws is shown in the dialog, which stays open. */
  send: (body: Body) => Promise<Result>;
  onSent: (result: Result) => void;
  onCancel: () => void;
  /** The action, e.g. "End mentorship", and its words while it runs, e.g. "Ending…". */
  actionLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Focus starts on Cancel (the text is optional and Enter should not take the action); otherwise in the text box. */
  focusCancel?: boolean;
}

/**
 * Asks before one action that takes a short text (a reason, a note): a question, what it does, the text with a count of
 * its characters against the limit, the action and Cancel. The schema checks the text before it is sent.
 */
export function CountedTextDialog<Name extends string, Body, Result>({
  title,
  about,
  name,
  label,
  hint,
  maxLength,
  rows,
  required = false,
  schema,
  send,
  onSent,
  onCancel,
  actionLabel,
  busyLabel,
  danger = false,
  focusCancel = false,
}: CountedTextDialogProps<Name, Body, Result>) {
  const id = useId();
  const [text, setText] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = schema.safeParse({ [name]: text } as Record<Name, string>);
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onSent(await send(checked.data)));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-about`}>{about}</div>
      <form onSubmit={submit} noValidate>
        <Field
          label={label}
          hint={hint(text.length, maxLength)}
          hintBelow
          error={form.fieldErrors[name]}
          required={required}
          optional={!required}
        >
          {(control) => (
            <textarea
              {...control}
              rows={rows}
              maxLength={maxLength}
              value={text}
              data-autofocus={focusCancel ? undefined : true}
              onChange={(event) => {
                setText(event.target.value);
                form.clearFieldErrors(name);
              }}
            />
          )}
        </Field>
        <DialogActions
          failure={form.failure}
          label={actionLabel}
          busyLabel={busyLabel}
          busy={form.submitting}
          onCancel={onCancel}
          danger={danger}
          focusCancel={focusCancel}
        />
      </form>
    </Dialog>
  );
}
