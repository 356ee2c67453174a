// Portal releases as a library: the release command (tools/release/cli.mjs), the site server and the data service's
// release operations all use these.
export {
  listReleases,
  promoteRelease,
  publishRelease,
  pruneReleases,
  rollBackRelease,
  KEEP_AT_LEAST,
  PROJECTS,
  checkProject,
  projectReleases,
} from './commands.js';
export { projectOfKey, releaseKeys, releaseKeySetting, RELEASE_KEY_MIN_LENGTH } from './keys.js';
export { MAX_RELEASE_BYTES, packRelease, unpackRelease } from './pack.js';
export { mismatch } from './compatibility.js';
export { ReleaseError } from './errors.js';
export { localReleaseStore, releaseStoreRoot } from './localStore.js';
export { previewPath, previewSecret, previewToken, readPreviewToken, PREVIEW_COOKIE, PREVIEW_LIFETIME_MS } from './preview.js';
export { checkShellOffers, portalNeeds, shellProvides } from './record.js';
export { releaseId, isReleaseId } from './releaseId.js';
