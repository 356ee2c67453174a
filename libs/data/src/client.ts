import { completeCatalogues, msg } from '@sla/i18n';
import { DataError } from '@sla/contract';
import type { Operation, OperationAnswer, OperationInput, OperationRoute } from '@sla/contract/operations/operation';
import { call } from './http/call.js';
import type { StreamState } from './http/eventStream.js';
import { createTransport, type TransportOptions } from './http/transport.js';

export type { StreamState };

/**
 * How a screen reaches the data service: one call per operation, given its route from `@sla/contract/routes`, and the
 * event streams. The HTTP client and a test's fakes (`@sla/data/fakes`) are both one of these.
 */
export interface DataClient {
  call<O extends Operation>(route: OperationRoute<O>, input: OperationInput<O>): Promise<OperationAnswer<O>>;
  /** Follows an event stream until the returned function is called, reconnecting by itself after a drop. */
  follow<T>(route: OperationRoute, onEvent: (event: T) => void, onState?: (state: StreamState) => void): () => void;
}

/** The client over HTTP that the shell configures: bearer tokens, the service's refusals as DataErrors. */
export function createHttpDataClient(options: TransportOptions): DataClient {
  const transport = createTransport(options);
  return {
    call: (route, input) => call(transport, route, input as never),
    follow: (route, onEvent, onState) => {
      // The stream reader loads with the first stream followed (once someone signs in), not with every page.
      let stop: (() => void) | null = null;
      let stopped = false;
      import('./http/eventStream.js').then(
        ({ followEventStream }) => {
          if (!stopped) stop = followEventStream(transport, route.path, onEvent, onState);
        },
        () => onState?.('reconnecting'),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/**
 * The configured client lives on globalThis under a registered symbol, not in a module variable:
 * federation does not always hand a portal the shell's instance of a shared library (a lazily
 * loaded screen may get a copy of its own), and a copy must still reach the shell's client.
 */
const holder: { client: DataClient | null } = ((globalThis as Record<symbol, { client: DataClient | null }>)[
  Symbol.for('sla.data.client')
] ??= { client: null });

/** Called once by the shell (or a dev harness, or a test with its fakes) at start; every portal's calls then use it. */
export function configureData(client: DataClient | null): void {
  holder.client = client;
}

/** The refusal of a call nobody can answer: no client is configured, or a test left this operation out. */
export const notConfigured = () => Promise.reject(new DataError('unavailable', msg('The data service is not configured.')));

/**
 * The input an operation's call takes: may be left out when nothing in it is required (no path parameter, no body),
 * which is when an object with no properties would do.
 */
export type CallInput<O extends Operation> =
  Record<string, never> extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/**
 * Calls one operation of the data service through the configured client:
 * `api(routes.getCohort, { params: { id } })`. Its input and answer are typed by the operation's declaration; a
 * refusal rejects with a DataError whose message is for the reader, and so does a call while no client is configured
 * (never a throw: a failure arrives where the screen handles failures). Nothing to install: the route says everything,
 * and a screen's bundle carries only the routes it calls.
 */
export function api<O extends Operation>(route: OperationRoute<O>, ...input: NoInfer<CallInput<O>>): Promise<OperationAnswer<O>> {
  const client = holder.client;
  if (!client) return notConfigured();
  const answer = client.call(route, (input[0] ?? {}) as OperationInput<O>);
  // An answer is shown in the page's words: a page the server rendered carries only the messages it used, so the rest
  // of its catalogues comes alongside the first call, and the answer waits for it (decision 0035).
  const words = completeCatalogues().catch(() => undefined);
  return answer.then(
    (value) => words.then(() => value),
    (error: unknown) => words.then(() => Promise.reject(error)),
  );
}

/**
 * Follows one of the data service's event streams (`routes.streamContentChanges`) through the configured client;
 * nothing happens while none is configured. Returns the function that stops it.
 */
export function follow<T>(
  route: OperationRoute,
  onEvent: (event: T) => void,
  onState?: (state: StreamState) => void,
): () => void {
  return holder.client?.follow(route, onEvent, onState) ?? (() => undefined);
}

export { orNull } from './http/orNull.js';
