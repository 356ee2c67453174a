import { DataError } from '@sla/contract';
import { UNREACHABLE } from './transport.js';

/**
 * A module fetched with the first call that needs it rather than with every page's first load (the declarations of
 * the calls an adapter makes). A failed download (offline) answers as an unreachable server would and is not kept,
 * so trying again fetches it again.
 */
export function onFirstCall<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      console.error('[data] could not load', error);
      throw new DataError('unavailable', UNREACHABLE);
    }));
}

/**
 * `declared((module) => call(transport, module.someOperation, input))`: `use` runs with the declarations module, which
 * is fetched with the first call as `onFirstCall` does.
 */
export function withDeclarations<M>(load: () => Promise<M>): <T>(use: (module: M) => Promise<T>) => Promise<T> {
  const loaded = onFirstCall(load);
  return async (use) => use(await loaded());
}
