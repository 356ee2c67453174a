// The browser's client of the data service: `api(routes.x, input)` for each operation, `follow` for its streams.
// What it sends and reads is @sla/contract's, re-exported here so a screen imports one package.
export * from '@sla/contract';
export {
  api,
  configureData,
  createHttpDataClient,
  follow,
  orNull,
  type CallInput,
  type DataClient,
  type StreamState,
} from './client.js';
/** Every operation's route, by operation id: what `api()` and `follow()` take. */
export * as routes from '@sla/contract/routes';
export type { TransportOptions } from './http/transport.js';
