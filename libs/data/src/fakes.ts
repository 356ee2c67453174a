import { vi, type Mock } from 'vitest';
import { DataError } from '@sla/contract';
import type { Page } from '@sla/contract';
import type * as routes from '@sla/contract/routes';
import type { OperationAnswer, OperationInput, OperationRoute } from '@sla/contract/operations/operation';
import { configureData, notConfigured, type DataClient, type StreamState } from './client.js';

type Method = (...args: never[]) => unknown;

/** What a fake answers when a test did not say: a refusal, so a call nobody expected shows up as a failure. */
export const unexpectedCall = () => Promise.reject(new DataError('internal', 'Not expected in this test.'));

/**
 * Names code asks any object for without meaning an operation: a promise's `then`, JSON.stringify's `toJSON`, and
 * what test printers and matchers probe. Answering them with a rejecting mock would hang an await or leave a
 * rejection nobody handles.
 */
const NOT_OPERATIONS: ReadonlySet<PropertyKey> = new Set([
  'then',
  'toJSON',
  'constructor',
  'asymmetricMatch',
  '$$typeof',
  'nodeType',
]);

/** Every operation by its id, as its route. */
type Routes = typeof routes;
/** An operation's id: "getCohort". */
export type OperationId = keyof Routes;
/** The declaration behind an operation id. */
export type OperationOf<K extends OperationId> = Routes[K] extends OperationRoute<infer O> ? O : never;
/** What a fake of one operation is: given the call's input, its answer. */
export type OperationFake<K extends OperationId> = (
  input: OperationInput<OperationOf<K>>,
) => Promise<OperationAnswer<OperationOf<K>>>;
/** The fakes of every operation, each a vi.fn() a test can assert on: `expect(api.getCohort).toHaveBeenCalledWith(…)`. */
export type FakeOperations = { [K in OperationId]: Mock<OperationFake<K>> };
/** What a test gives: some operations' answers; null for one the service should answer as unconfigured. */
export type GivenOperations = { [K in OperationId]?: OperationFake<K> | null };

/**
 * The fakes of every operation: the given ones (made mocks), any other made on first use as one that rejects
 * (unexpectedCall) and kept, so a test can assert it was never called; one given as null rejects as an unconfigured
 * service does.
 */
export function fakeOperations(given: GivenOperations = {}): FakeOperations {
  const made = new Map<PropertyKey, unknown>();
  for (const [id, fake] of Object.entries(given)) {
    if (fake === undefined) continue;
    made.set(id, fake === null ? vi.fn(notConfigured) : vi.isMockFunction(fake) ? fake : vi.fn(fake as Method));
  }
  return new Proxy({} as FakeOperations, {
    get: (_target, id) => {
      if (typeof id === 'symbol' || NOT_OPERATIONS.has(id)) return made.get(id);
      if (!made.has(id)) made.set(id, vi.fn(unexpectedCall));
      return made.get(id);
    },
  });
}

/** A fake of the streams: records who follows which, so a test can send them events. */
export interface FakeStreams {
  follow: Mock<DataClient['follow']>;
  /** Sends an event to everyone following this operation's stream. */
  send(id: OperationId, event: unknown): void;
  /** Tells everyone following this stream that it is live or reconnecting. */
  state(id: OperationId, state: StreamState): void;
}

export function fakeStreams(): FakeStreams {
  const followers: { id: string; onEvent: (event: never) => void; onState?: (state: StreamState) => void }[] = [];
  const follow = vi.fn<DataClient['follow']>((route, onEvent, onState) => {
    const follower = { id: route.id, onEvent: onEvent as (event: never) => void, onState };
    followers.push(follower);
    return () => void followers.splice(followers.indexOf(follower), 1);
  });
  return {
    follow,
    send: (id, event) => followers.filter((f) => f.id === id).forEach((f) => f.onEvent(event as never)),
    state: (id, state) => followers.filter((f) => f.id === id).forEach((f) => f.onState?.(state)),
  };
}

/** An operation client that answers from fakes: `call` goes to the fake of the route's operation. */
export function fakeClient(operations: FakeOperations, streams: FakeStreams = fakeStreams()): DataClient {
  return {
    call: (route, input) => (operations[route.id as OperationId] as unknown as Method)(input as never) as never,
    follow: streams.follow,
  };
}

/**
 * Installs fakes of the given operations as the configured client; any other call rejects, so one a test did not
 * expect shows. Returns the fakes for assertions; `streams` to send events to followers.
 */
export function installFakeApi(given: GivenOperations = {}, streams: FakeStreams = fakeStreams()): FakeOperations {
  const operations = fakeOperations(given);
  configureData(fakeClient(operations, streams));
  return operations;
}

/** One page of a keyset list. */
export function page<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}

/** A promise to settle by hand, for looking at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
