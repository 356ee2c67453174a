// Every story-picture endpoint against every kind of caller (decision 0048): anonymous, signed in without a profile, each
// of the six roles, the picture's author, an alumnus the author blocked, and a suspended alumnus. Those who share
// stories (alumni, admins) upload; a picture not yet published is read by its author and by editors (edit_content)
// only: any other storyteller gets the 404 of a missing one (an answer about the picture, not audited as a refusal).
// A picture is sent only with its own author's story. Blocking changes nothing: pictures reach nobody but editors
// before publication. A suspended account is refused everything (403, by sign-in).
import { eq, sql } from 'drizzle-orm';
import type { Operation } from '@sla/contract/operations';
import { beforeEach, it } from 'vitest';
import * as alumni from '@sla/contract/operations/alumni';
import { ROLES, type Role } from '@sla/permissions';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { addMedia, image } from '../content/media/mediaFixtures.js';
import { alumniBlocks, media } from '../db/schema.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role | 'the author' | 'blocked by the author' | 'suspended alumnus';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'the author', 'blocked by the author', 'suspended alumnus'];
const uidOf = (caller: Caller) => `caller-${caller.replaceAll(' ', '-')}`;
const ALUMNI: Caller[] = ['alumni', 'the author', 'blocked by the author', 'suspended alumnus'];
const PICTURE = '00000000-0000-4000-8000-0000000000aa';
const NOW = new Date(Date.UTC(2027, 1, 1));

const roleOf = (caller: Caller) => (ALUMNI.includes(caller) ? 'alumni' : (caller as 'anonymous' | 'no-profile' | Role));
const editors = (caller: Caller) => caller === 'admin' || caller === 'content_editor';
/** The declaration's 401 and 403; a suspended account gets 403 from sign-in whatever it asks. */
const row = (operation: Operation, options: DeclaredRow<Caller> = {}): AccessEndpoint<Caller> => {
  const declared = declaredRow(operation, roleOf, options);
  return {
    ...declared,
    status: (caller) => (caller === 'suspended alumnus' ? 403 : declared.status(caller)),
    audited: (caller) => caller !== 'suspended alumnus' && (options.audited?.(caller) ?? true),
  };
};
const permitted = (caller: Caller) => !['anonymous', 'no-profile', 'suspended alumnus'].includes(caller);
const storyWithPicture = {
  title: 'My year',
  body: `It was good.\n\n![The lab](/api/media/${PICTURE}/400.webp)`,
  cover: { mediaId: PICTURE, alt: 'The lab at dawn' },
};

/** A small picture, made once the tests run (sharp is asynchronous); the upload row sends it. */
let PNG: Buffer;
const UPLOAD = row(alumni.uploadStoryPicture);

const EXPECTED: AccessEndpoint<Caller>[] = [
  UPLOAD,
  row(alumni.readStoryPicture, {
    what: "the author's picture, not yet published",
    params: { id: PICTURE, width: '400' },
    allowed: (caller) => (caller === 'the author' || editors(caller) ? 200 : 404),
    // Another storyteller's 404 is about the picture, not a permission refusal.
    audited: (caller) => !permitted(caller) || !['alumni', 'blocked by the author'].includes(caller),
  }),
  row(alumni.submitStory, {
    what: "with the author's picture as cover and in the text",
    payload: storyWithPicture,
    allowed: (caller) => (caller === 'the author' ? 201 : 400),
  }),
];

describeOnOneBackend('story pictures access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    PNG ??= await image('png', 64, 48);
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      await service.addUser(uidOf(caller), roleOf(caller) as Role, {
        displayName: caller,
        ...(caller === 'suspended alumnus' ? { suspendedAt: NOW } : {}),
      });
    }
    await addMedia(service, { id: PICTURE });
    await service.ctx.db
      .update(media)
      .set({ scope: 'story', uploadedBy: uidOf('the author') })
      .where(eq(media.id, PICTURE));
    await service.ctx.db
      .insert(alumniBlocks)
      .values({ blockerUid: uidOf('the author'), blockedUid: uidOf('blocked by the author'), createdAt: NOW });
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'scope', scope, 'story', story_id) ORDER BY id) FROM media) AS media,
      (SELECT count(*) FROM story_submissions) AS stories`);

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) => {
    const upload = endpoint === UPLOAD;
    const signedIn = caller === 'anonymous' ? null : service.as(uidOf(caller));
    return expectAccess(service, caller, upload ? { ...endpoint, payload: PNG } : endpoint, {
      headers: upload ? { ...signedIn, 'content-type': 'image/png', 'x-file-name': 'lab.png' } : signedIn,
      state,
    });
  });
});
