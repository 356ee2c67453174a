import { useState, type FormEvent } from 'react';
import {
  api,
  errorMessage,
  isDataError,
  routes,
  type FieldErrors,
  type MyAlumniProfile,
  type ProfileField,
  type ProfileVisibility,
} from '@sla/data';
import { FormProblem, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { completenessOf } from '../overview/completeness.js';
import { AboutFields } from './AboutFields.js';
import { checkDraft, draftChanged, draftFrom, type ProfileDraft } from './draft.js';
import { ErrorSummary } from './ErrorSummary.js';
import { HiddenNotice } from './HiddenNotice.js';
import { LinksEditor } from './LinksEditor.js';
import { OpennessSwitches } from './OpennessSwitches.js';
import type { Option } from './options.js';
import { PhotoEditor } from './PhotoEditor.js';
import { ProfilePreview } from './ProfilePreview.js';
import { ProfileRow } from './ProfileRow.js';
import { SkillsEditor } from './SkillsEditor.js';
import { useLeaveGuard } from '@sla/portal-kit/writing';
import { PROFILE_LEAVE_QUESTION } from './fieldLabels.js';

export interface ProfileEditorProps {
  profile: MyAlumniProfile;
  programmes: Option[];
  programmesFailed: boolean;
}

/**
 * The alumnus's own profile: every field with who may see it, a preview as each audience would see it, and one Save.
 * The form is checked with the service's own schema before sending; what the service refuses is shown by the field.
 */
export function ProfileEditor({ profile: loaded, programmes, programmesFailed }: ProfileEditorProps) {
  const [saved, setSaved] = useState(loaded);
  const [baseline, setBaseline] = useState(() => draftFrom(loaded));
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const canOpenAccount = useCanOpen('/account');
  const dirty = draftChanged(draft, baseline);
  useLeaveGuard(dirty, { question: t(PROFILE_LEAVE_QUESTION) });

  /** Changing a field hides its errors (the person is fixing it) and the last "Saved". */
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setStatus(null);
    const touched = Object.keys(patch);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([path]) => !touched.some((name) => path === name || path.startsWith(`${name}.`))),
      ),
    );
  };
  const changeVisibility = (field: ProfileField, value: ProfileVisibility) =>
    change({ visibility: { ...draft.visibility, [field]: value } });

  /** A new or removed photo is saved already: take it without touching what is being typed. */
  const photoChanged = (answer: MyAlumniProfile) => {
    setSaved((current) => ({ ...current, photo: answer.photo, updatedAt: answer.updatedAt }));
    setStatus(answer.photo ? t('Your new photo is saved.') : t('Your photo is removed.'));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setStatus(null);
    setFailure(null);
    setAttempt((n) => n + 1);
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const answer = await api(routes.saveMyAlumniProfile, { body: checked.input });
      const next = draftFrom(answer);
      setSaved(answer);
      setBaseline(next);
      setDraft(next);
      setStatus(t('Saved. Your profile is up to date.'));
    } catch (error) {
      const fieldErrors = isDataError(error) ? error.fieldErrors : {};
      setErrors(fieldErrors);
      // The summary takes focus again, now with what the service found.
      setAttempt((n) => n + 1);
      setFailure(Object.keys(fieldErrors).length ? null : t(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile-layout">
      <form className="profile-form" noValidate onSubmit={(event) => void save(event)} aria-label={t('Your profile')}>
        {saved.hidden ? <HiddenNotice hidden={saved.hidden} /> : null}
        {completenessOf(saved).filled === 0 ? (
          <p className="notice">
            {t(
              'Your profile is new. Fill in as much or as little as you like: beside each part you choose who may see it, and the preview shows what others will see.',
            )}
          </p>
        ) : null}
        <ErrorSummary errors={errors} attempt={attempt} />
        <FormProblem message={failure} />

        <section className="profile-section" aria-labelledby="profile-you-title">
          <h2 id="profile-you-title" className="profile-section__title">
            {t('You')}
          </h2>
          <ProfileRow field="photo" visibility={draft.visibility.photo} onVisibility={changeVisibility}>
            <PhotoEditor name={saved.name} photo={saved.photo} onChanged={photoChanged} />
          </ProfileRow>
          <ProfileRow field="name" visibility={draft.visibility.name} onVisibility={changeVisibility}>
            <div className="field profile-fixed">
              <span className="profile-fixed__label" id="profile-name-label">
                {t('Name')}
              </span>
              <p className="profile-fixed__value" aria-labelledby="profile-name-label">
                {saved.name}
              </p>
              <p className="field__hint">
                {t('Your name comes from your account.')}{' '}
                {canOpenAccount ? <Link to="/account">{t('Change it in your account')}</Link> : null}
              </p>
            </div>
          </ProfileRow>
        </section>

        <section className="profile-section" aria-labelledby="profile-about-title">
          <h2 id="profile-about-title" className="profile-section__title">
            {t('About your work')}
          </h2>
          <AboutFields
            draft={draft}
            errors={errors}
            onChange={change}
            onVisibility={changeVisibility}
            fromCohort={saved.fromCohort}
            programName={saved.programName}
            programmes={programmes}
            programmesFailed={programmesFailed}
          />
          <ProfileRow field="links" visibility={draft.visibility.links} onVisibility={changeVisibility}>
            <LinksEditor links={draft.links} errors={errors} onChange={(links) => change({ links })} />
          </ProfileRow>
          <ProfileRow field="skills" visibility={draft.visibility.skills} onVisibility={changeVisibility}>
            <SkillsEditor skills={draft.skills} errors={errors} onChange={(skills) => change({ skills })} />
          </ProfileRow>
        </section>

        <OpennessSwitches draft={draft} onChange={change} />

        <div className="profile-save">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('Saving…') : t('Save profile')}
          </button>
          {dirty && !saving ? <span className="profile-muted">{t('You have unsaved changes.')}</span> : null}
          <SuccessNotice message={status} />
        </div>
      </form>

      <ProfilePreview
        draft={draft}
        name={saved.name}
        photo={saved.photo}
        programName={programNameOf(draft.programId, saved, programmes)}
        openToMentoring={draft.openToMentoring}
        openToMessages={draft.openToMessages}
      />
    </div>
  );
}

/** The name of the programme chosen in the form now, for the preview. */
function programNameOf(programId: string, saved: MyAlumniProfile, programmes: Option[]): string | null {
  if (!programId) return null;
  if (programId === saved.programId && saved.programName) return saved.programName;
  return programmes.find((option) => option.value === programId)?.label ?? null;
}
