import * as z from 'zod/mini';
import { fileBody, operation } from '../operation.js';

// Portal releases (decision 0031). A team's release command calls the first three with its project's key in
// X-Release-Key (no sign-in: a pipeline has no Firebase account); admins read every project's releases and may roll
// any of them back. Every promotion and rollback writes a release_change entry to the activity log.

/** A project that can be released: the shell or a portal ("mfe-public"). The service names the known ones. */
const projectParams = z.strictObject({ project: z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)) });

/** How a release came to be live: promoted, or put back by a rollback; when and by whom. */
export const releaseWentLive = z.strictObject({
  action: z.enum(['promote', 'rollback']),
  at: z.string(),
  by: z.string(),
});

/** One release as the back office lists it; `previewPath` opens the site with it in place (null: previews are off). */
export const releaseSummary = z.strictObject({
  id: z.string(),
  commit: z.string(),
  releasedBy: z.string(),
  releasedAt: z.string(),
  live: z.boolean(),
  wentLive: z.nullable(releaseWentLive),
  previewPath: z.nullable(z.string()),
});
export type ReleaseSummary = z.output<typeof releaseSummary>;

/** A project's releases: the live one, where a rollback would go, and its newest releases first. */
export const projectReleases = z.strictObject({
  project: z.string(),
  live: z.nullable(z.string()),
  /** The release a rollback goes back to; null when there is none. */
  rollBackTo: z.nullable(z.string()),
  releases: z.array(releaseSummary),
});
export type ProjectReleases = z.output<typeof projectReleases>;

/** What a promotion or rollback answers: the project's live release now. */
const liveNow = z.strictObject({ project: z.string(), live: z.nullable(z.string()) });

/** Which release to make live. */
export const promoteReleaseBody = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(80)) });

export const listReleases = operation({
  id: 'listReleases',
  method: 'GET',
  path: '/admin/releases',
  summary: "Every project's live release, how and when it went live, where a rollback goes, and its newest 20 releases",
  answer: z.strictObject({ projects: z.array(projectReleases) }),
  status: 200,
  access: { anyOf: ['manage_system_settings'] },
  refusals: [401, 403],
});

/** The release the admin saw live: if another went live since, the rollback is refused rather than undo that one. */
export const adminRollbackBody = z.strictObject({ from: z.string().check(z.minLength(1), z.maxLength(80)) });

export const rollBackReleaseAsAdmin = operation({
  id: 'rollBackReleaseAsAdmin',
  method: 'POST',
  path: '/admin/releases/{project}/rollback',
  summary:
    'Put a project back on the release live before its current one (compatibility gate applies; refused when `from` is no longer live); logged',
  params: projectParams,
  body: adminRollbackBody,
  answer: projectReleases,
  status: 200,
  access: { anyOf: ['manage_system_settings'] },
  refusals: [400, 401, 403, 404, 409],
});

export const listTeamReleases = operation({
  id: 'listTeamReleases',
  method: 'GET',
  path: '/releases/{project}',
  summary: "The project's live release and its newest 20 releases; needs the project's key in X-Release-Key",
  params: projectParams,
  answer: projectReleases,
  status: 200,
  access: 'public',
  refusals: [401, 403, 404, 429],
});

export const publishTeamRelease = operation({
  id: 'publishTeamRelease',
  method: 'POST',
  path: '/releases/{project}',
  summary:
    "Publish a build as a new release of the project (the release command's pack, gzip); needs the project's key in X-Release-Key",
  params: projectParams,
  body: fileBody(['application/gzip']),
  answer: z.strictObject({ project: z.string(), id: z.string(), previewPath: z.nullable(z.string()) }),
  status: 201,
  access: 'public',
  refusals: [400, 401, 403, 404, 413, 415, 429],
});

export const promoteTeamRelease = operation({
  id: 'promoteTeamRelease',
  method: 'POST',
  path: '/releases/{project}/promote',
  summary: "Make a release of the project live (compatibility gate applies); needs the project's key; logged",
  params: projectParams,
  body: promoteReleaseBody,
  answer: liveNow,
  status: 200,
  access: 'public',
  refusals: [400, 401, 403, 404, 409, 429],
});

export const rollBackTeamRelease = operation({
  id: 'rollBackTeamRelease',
  method: 'POST',
  path: '/releases/{project}/rollback',
  summary: "Put the project back on the release live before its current one; needs the project's key; logged",
  params: projectParams,
  answer: liveNow,
  status: 200,
  access: 'public',
  refusals: [401, 403, 404, 409, 429],
});

/** Releases: the teams' release command and the admins' Releases screen. */
export const releaseOperations = [
  listReleases,
  rollBackReleaseAsAdmin,
  listTeamReleases,
  publishTeamRelease,
  promoteTeamRelease,
  rollBackTeamRelease,
] as const;
