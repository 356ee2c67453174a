import { api, routes, type Cohort, type StaffAnnouncement } from '@sla/data';
import type { AnnouncementChangeInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { Checkbox } from '../../programs/editorFields.js';
import type { Checked } from '../checkInput.js';
import { DraftEditorForm } from '../DraftEditorForm.js';
import { MarkdownField, TitleField } from '../fields.js';
import { useDraftEditor } from '../useDraftEditor.js';
import { announcementDraft, buildAnnouncementChange, buildNewAnnouncement, type AnnouncementDraft } from './announcementDraft.js';

const ERROR_OF: Partial<Record<keyof AnnouncementDraft, string>> = { title: 'title', body: 'body', email: 'email' };

/**
 * Writes a new announcement to the cohort (and says whether every active student also gets it by e-mail) or changes
 * one, checked with the service's schema before sending.
 */
export function AnnouncementEditor({
  cohort,
  announcement,
  onSaved,
  onClose,
}: {
  cohort: Cohort;
  /** null for a new one. */
  announcement: StaffAnnouncement | null;
  onSaved: (announcement: StaffAnnouncement, created: boolean) => void;
  onClose: () => void;
}) {
  const editor = useDraftEditor({
    initial: () => announcementDraft(announcement),
    errorOf: ERROR_OF,
    build: (draft: AnnouncementDraft): Checked<AnnouncementChangeInput & { email?: boolean }> =>
      announcement ? buildAnnouncementChange(draft) : buildNewAnnouncement(draft),
    send: (input) =>
      announcement
        ? api(routes.updateAnnouncement, { params: { id: announcement.id }, body: { title: input.title, body: input.body } })
        : api(routes.createAnnouncement, {
            params: { id: cohort.id },
            body: { title: input.title, body: input.body, email: input.email ?? false },
          }),
    savedMessage: (result) => t('Saved changes to {title}.', { title: result.title }),
    onSaved: (result) => onSaved(result, !announcement),
    onClose,
  });
  const { draft, change, errors } = editor;

  return (
    <DraftEditorForm editor={editor} formRef={editor.formRef} noun="announcement" item={announcement}>
      <TitleField error={errors.title} value={draft.title} onChange={(title) => change({ title })} />
      <MarkdownField label={t('Announcement')} error={errors.body} value={draft.body} onChange={(body) => change({ body })} />
      {announcement ? (
        <p className="field__hint delivery-editor__note">
          {announcement.emailed
            ? t('It was e-mailed to the students when it was posted; a change is not e-mailed again.')
            : t('A change is shown to the students on their home; nothing is e-mailed.')}
        </p>
      ) : (
        <Checkbox
          label={t('Also e-mail it to every student in the cohort ({count, plural, one {# student} other {# students}})', {
            count: cohort.activeMembers,
          })}
          checked={draft.email}
          onChange={(email) => change({ email })}
        />
      )}
    </DraftEditorForm>
  );
}
