import { useId, useRef, useState, type FormEvent } from 'react';
import type { StorySubmission } from '@sla/data';
import { fieldErrors, submissionInput, type SubmissionInput } from '@sla/contract/schemas';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { leaveOnPurpose, MarkdownEditor, useLeaveGuard } from '@sla/portal-kit/writing';
import { Link } from '@sla/router';
import { CoverPicture, type CoverDraft } from './CoverPicture.js';
import { StoryPictureDialog } from './StoryPictureDialog.js';
import './stories.css';

const TITLE_MAX = 200;
const SUMMARY_MAX = 500;

type Draft = { title: string; summary: string; body: string };

const draftOf = (story: StorySubmission | null): Draft => ({
  title: story?.title ?? '',
  summary: story?.summary ?? '',
  body: story?.body ?? '',
});

const sameCover = (a: CoverDraft | null, b: CoverDraft | null) => a?.mediaId === b?.mediaId && a?.alt === b?.alt;

/**
 * A story's title, summary, cover picture and text, written with the content portal's Markdown editor, whose picture
 * button uploads a picture and asks for its description (decision 0048); checked with the schema the service applies,
 * then sent with `send`. Leaving with unsent changes asks first. `onSent` is told the story as the service keeps it.
 */
export function StoryForm({
  story,
  send,
  onSent,
}: {
  /** The story being changed, or null for a new one. */
  story: StorySubmission | null;
  send: (input: SubmissionInput) => Promise<StorySubmission>;
  onSent: (story: StorySubmission) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = draftOf(story);
  const form = useFormState<Draft>(initial, { formRef });
  const { values } = form;
  // Not a text field, so kept beside the form's values; sent with them.
  const [cover, setCover] = useState<CoverDraft | null>(story?.cover ?? null);
  const changed =
    values.title !== initial.title ||
    values.summary !== initial.summary ||
    values.body !== initial.body ||
    !sameCover(cover, story?.cover ?? null);
  useLeaveGuard(changed && !form.submitting);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = submissionInput.safeParse({ ...values, cover });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => {
      const sent = await send(checked.data);
      leaveOnPurpose(() => onSent(sent));
    });
  };

  return (
    <form ref={formRef} className="story-form" onSubmit={submit} noValidate aria-describedby={`${id}-about`}>
      <p id={`${id}-about`} className="story-form__about">
        {t('Editors read it, may suggest changes, and publish it on the site’s stories page with your name as its author.')}
      </p>
      <FormProblem message={form.failure} />
      <Field label={t('Title')} error={form.fieldErrors.title} required>
        {(control) => <input {...control} {...form.bind('title')} maxLength={TITLE_MAX} autoComplete="off" />}
      </Field>
      <Field
        label={t('Summary')}
        hint={t('One or two sentences shown under the title in lists of stories.')}
        error={form.fieldErrors.summary}
        optional
      >
        {(control) => <textarea {...control} {...form.bind('summary')} rows={2} maxLength={SUMMARY_MAX} />}
      </Field>
      <CoverPicture cover={cover} onChange={setCover} error={form.fieldErrors['cover.alt'] ?? form.fieldErrors.cover} />
      <MarkdownEditor
        label={t('Your story')}
        hint={t('Headings, bold, lists, links and pictures from the toolbar; the preview shows it as visitors will read it.')}
        imageChooser={(choose) => <StoryPictureDialog {...choose} />}
        privatePictures
        value={values.body}
        onChange={(body) => form.setValue('body', body)}
        error={form.fieldErrors.body}
        required
        rows={16}
        previewLabel={t('Preview of your story')}
      />
      <div className="story-form__actions">
        <button type="submit" className="button button--primary" disabled={form.submitting}>
          {form.submitting ? t('Sending…') : story ? t('Send again to the editors') : t('Send to the editors')}
        </button>
        <Link to="/alumni/stories">{t('Cancel')}</Link>
      </div>
    </form>
  );
}
