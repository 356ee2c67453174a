// The release command against the data service (RELEASE_API_URL, with the team's RELEASE_KEY): how teams release on a
// deployed site, where only the service writes the store and every promotion and rollback reaches the activity log.
import { ReleaseError } from '@sla/releases';

/** Calls the service's release operation at `path` (under /api), answering its JSON or its refusal as a ReleaseError. */
async function call(env, by, method, path, { body, type } = {}) {
  const base = env.RELEASE_API_URL.replace(/\/$/, '');
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-release-key': env.RELEASE_KEY ?? '',
        // A header is Latin-1: the name goes URI-encoded (Łukasz, 田中) and the service decodes it.
        'x-release-by': encodeURIComponent(by),
        ...(type ? { 'content-type': type } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new ReleaseError(`The data service at ${base} did not answer: check RELEASE_API_URL.`);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new ReleaseError(answer?.error?.message ?? `The data service answered ${response.status}.`);
  return answer;
}

/** The release operations of the data service at RELEASE_API_URL, with the key in RELEASE_KEY. */
export function remoteReleases(env, by) {
  if (!env.RELEASE_KEY) throw new ReleaseError("Set RELEASE_KEY to your team's release key (RELEASE_API_URL is set).");
  const project = (name) => `/releases/${encodeURIComponent(name)}`;
  return {
    publish: (name, packed) => call(env, by, 'POST', project(name), { body: packed, type: 'application/gzip' }),
    promote: (name, id) =>
      call(env, by, 'POST', `${project(name)}/promote`, { body: JSON.stringify({ id }), type: 'application/json' }),
    rollBack: (name) => call(env, by, 'POST', `${project(name)}/rollback`),
    list: (name) => call(env, by, 'GET', project(name)),
  };
}
