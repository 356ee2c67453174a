import { eq } from 'drizzle-orm';
import { DataError, type AlumniProfileView, type ProfileField } from '@sla/contract';
import { fieldShownTo, parseInput, profileCorrectionInput, type ProfileCorrectionInput } from '@sla/contract/schemas';
import { PROFILE_NOTICES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniProfiles, type AlumniProfileRow } from '../../db/schema.js';
import { managedView } from './getManagedProfile.js';
import { loadProfile } from './loadProfile.js';
import { noSuchAlumnus, PROFILE_MESSAGES } from './profileRefusals.js';
import { requireProgrammeExists } from './programmeExists.js';
import { recordStaffAction, requireProfileManager } from './staffAction.js';

type Correctable = keyof ProfileCorrectionInput;

/** Each field staff may correct, the visibility that governs it, and its name in words. */
const CORRECTABLE: Record<Correctable, { visibility: ProfileField; label: string }> = {
  headline: { visibility: 'headline', label: 'headline' },
  programId: { visibility: 'programme', label: 'programme' },
  cohortYear: { visibility: 'year', label: 'year' },
  field: { visibility: 'field', label: 'field' },
  institution: { visibility: 'institution', label: 'institution' },
  country: { visibility: 'country', label: 'country' },
  city: { visibility: 'city', label: 'city' },
  bio: { visibility: 'bio', label: 'bio' },
  links: { visibility: 'links', label: 'links' },
  skills: { visibility: 'skills', label: 'skills' },
};

/** What staff see of a field, with "not shown" as the empty value the correction form sends for it. */
function seenByStaff(row: AlumniProfileRow, key: Correctable): unknown {
  const shown = fieldShownTo(row.visibility[CORRECTABLE[key].visibility], 'staff');
  const empty = key === 'links' || key === 'skills' ? [] : key === 'programId' || key === 'cohortYear' ? null : '';
  return shown ? row[key] : empty;
}

/**
 * The fields the correction changes, compared with what staff see rather than what is stored: a field the alumnus
 * keeps to themself reads as empty to staff, so sending it empty leaves it alone, and anything else is refused (400)
 * without telling whether it matched the hidden value. Programme and year of a profile from a cohort are kept.
 */
function changedFields(row: AlumniProfileRow, input: ProfileCorrectionInput): Correctable[] {
  const keys = (Object.keys(CORRECTABLE) as Correctable[]).filter(
    (key) => !(row.cohortId !== null && (key === 'programId' || key === 'cohortYear')),
  );
  const changed = keys.filter((key) => JSON.stringify(input[key]) !== JSON.stringify(seenByStaff(row, key)));
  const unseen = changed.filter((key) => !fieldShownTo(row.visibility[CORRECTABLE[key].visibility], 'staff'));
  if (unseen.length) {
    const errors = Object.fromEntries(unseen.map((key) => [key, PROFILE_MESSAGES.staffCannotSee(CORRECTABLE[key].label)]));
    throw new DataError('invalid_input', PROFILE_MESSAGES.staffCannotSee(CORRECTABLE[unseen[0]!].label), errors);
  }
  return changed;
}

/**
 * PUT /alumni/manage/:uid (manage_alumni_profiles): corrects what the alumnus wrote. Visibility and what they are open
 * to stay their choice. The audit entry names the fields changed, never their values; the alumnus is told which.
 */
export async function correctProfile(
  ctx: ServiceContext,
  caller: Caller | null,
  uid: string,
  body: unknown,
): Promise<AlumniProfileView> {
  const staff = await requireProfileManager(ctx, caller, { action: 'correct_alumni_profile', uid });
  const input = parseInput(profileCorrectionInput, body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const loaded = await loadProfile(tx, uid, { lock: true });
    if (!loaded) throw noSuchAlumnus();
    const changed = changedFields(loaded.row, input);
    if (!changed.length) return;
    if (changed.includes('programId')) await requireProgrammeExists(tx, input.programId);
    const values = Object.fromEntries(changed.map((key) => [key, input[key]]));
    await tx
      .update(alumniProfiles)
      .set({ ...values, updatedAt: now })
      .where(eq(alumniProfiles.uid, uid));
    const labels = changed.map((key) => CORRECTABLE[key].label);
    await recordStaffAction(tx, {
      staffUid: staff.token.uid,
      uid,
      action: 'correct_alumni_profile',
      details: { fields: labels },
      notice: PROFILE_NOTICES.corrected(labels),
      now,
    });
  });
  return managedView(ctx, staff, uid);
}
