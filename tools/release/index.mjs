// The release tools as a library, for the site server's tests and the end-to-end tests (the CLI is cli.mjs).
export {
  listReleases,
  promoteRelease,
  publishRelease,
  pruneReleases,
  rollBackRelease,
  KEEP_AT_LEAST,
  PROJECTS,
} from './commands.mjs';
export { mismatch } from './compatibility.mjs';
export { ReleaseError } from './errors.mjs';
export { localReleaseStore, releaseStoreRoot } from './localStore.mjs';
export { previewToken, readPreviewToken, PREVIEW_COOKIE } from './preview.mjs';
export { portalNeeds, shellProvides } from './record.mjs';
export { releaseId, isReleaseId } from './releaseId.mjs';
