import { eq } from 'drizzle-orm';
import { PROFILE_VISIBILITIES, type MyAlumniProfile, type ProfileVisibility } from '@sla/contract';
import { myProfileInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniProfiles } from '../../db/schema.js';
import { startedProfile } from './getMyProfile.js';
import { loadProfile } from './loadProfile.js';
import { requireProfileOwner } from './ownProfile.js';
import { rekeyPhoto } from './photoStore.js';
import { requireProgrammeExists } from './programmeExists.js';
import { toMyProfile } from './toMyProfile.js';

const reach = (visibility: ProfileVisibility) => PROFILE_VISIBILITIES.indexOf(visibility);

/**
 * PUT /alumni/profile: saves every field, its visibility and what the alumnus is open to. Programme and year stay as
 * they are when the profile started from a completed cohort. Narrowing who may see the photo moves it to a new
 * address, so viewers who were given the old one lose it.
 */
export async function saveMyProfile(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<MyAlumniProfile> {
  const owner = await requireProfileOwner(ctx, caller, 'save_my_alumni_profile');
  const input = parseInput(myProfileInput, body);
  const uid = owner.token.uid;
  const now = ctx.now();
  await startedProfile(ctx.db, owner, now);
  await ctx.db.transaction(async (tx) => {
    const { row } = (await loadProfile(tx, uid, { lock: true }))!;
    const fromCohort = row.cohortId !== null;
    if (!fromCohort) await requireProgrammeExists(tx, input.programId);
    const narrowed = reach(input.visibility.photo) < reach(row.visibility.photo);
    const photoId = row.photoId && narrowed ? await rekeyPhoto(tx, row.photoId) : row.photoId;
    await tx
      .update(alumniProfiles)
      .set({
        headline: input.headline,
        field: input.field,
        institution: input.institution,
        country: input.country,
        city: input.city,
        bio: input.bio,
        links: input.links,
        skills: input.skills,
        ...(fromCohort ? {} : { programId: input.programId, cohortYear: input.cohortYear }),
        openToMentoring: input.openToMentoring,
        openToMessages: input.openToMessages,
        visibility: input.visibility,
        photoId,
        updatedAt: now,
      })
      .where(eq(alumniProfiles.uid, uid));
  });
  return toMyProfile((await loadProfile(ctx.db, uid))!);
}
