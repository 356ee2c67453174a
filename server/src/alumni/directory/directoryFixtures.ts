import { emptyTables } from '../../testing/emptyTables.js';
import { DEFAULT_PROFILE_VISIBILITY, type ProfileVisibilityMap } from '@sla/contract';
import { alumniProfiles } from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';

export type AlumnusFields = Partial<Omit<typeof alumniProfiles.$inferInsert, 'uid' | 'visibility'>> & {
  visibility?: Partial<ProfileVisibilityMap>;
};

/** An alumnus (a user with the alumni role) and their profile; visibility starts from the defaults. */
export async function addAlumnus(service: TestService, uid: string, fields: AlumnusFields = {}): Promise<void> {
  const { visibility, ...rest } = fields;
  const name = rest.name ?? uid;
  await service.addUser(uid, 'alumni', { displayName: name });
  const at = service.ctx.now();
  await service.database.db.insert(alumniProfiles).values({
    openToMentoring: false,
    createdAt: at,
    updatedAt: at,
    ...rest,
    name,
    uid,
    visibility: { ...DEFAULT_PROFILE_VISIBILITY, ...visibility },
  });
}

/** Every field shown to `level`. */
export const allFields = (level: ProfileVisibilityMap['name']): Partial<ProfileVisibilityMap> =>
  Object.fromEntries(Object.keys(DEFAULT_PROFILE_VISIBILITY).map((field) => [field, level]));

/** The alumni tables the shared reset leaves alone. */
export async function clearAlumni(service: TestService): Promise<void> {
  await emptyTables(service.database.db, ['alumni_profiles', 'alumni_blocks', 'alumni_conversations', 'alumni_messages']);
}
