import { data, memberOf, type DataClient } from './client.js';

/** A repository that is not there: each of its methods fails as a call to an unconfigured service. */
function missingRepository<R extends object>(): R {
  return new Proxy({} as R, { get: (_target, member) => memberOf(undefined, member) });
}

/**
 * A whole data client from the repositories a test fakes: every repository left out is filled with
 * methods that reject with DataError 'unavailable' ("The data service is not configured."), as the
 * installed `data` would answer without it. For test fakes and dev harnesses.
 */
export function partialDataClient(repositories: Partial<DataClient>): DataClient {
  const names = Object.keys(data) as (keyof DataClient)[];
  return Object.fromEntries(names.map((name) => [name, repositories[name] ?? missingRepository()])) as unknown as DataClient;
}
