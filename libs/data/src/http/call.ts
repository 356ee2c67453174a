import {
  operationPath,
  routeOf,
  type Operation,
  type OperationAnswer,
  type OperationInput,
  type OperationRoute,
} from '@sla/contract/operations/operation';
import type { Transport } from './transport.js';

/** A route says its body's kind, null for none; a declaration has a schema there or nothing. */
const isRoute = (target: Operation | OperationRoute): target is OperationRoute =>
  target.body === null || typeof target.body === 'string';

/**
 * Calls one operation, given its route (`@sla/contract/routes`: no schemas, so every page's client can hold it) or its
 * declaration: its method, its path with the parameters filled in, its query and body. A file body goes as the raw
 * upload (with progress where the browser can); a file answer comes back as a Blob. Streams are opened with
 * `transport.stream` at `operationPath`.
 */
export function call<O extends Operation>(
  transport: Transport,
  target: OperationRoute<O>,
  input: NoInfer<OperationInput<O>>,
): Promise<OperationAnswer<O>>;
export function call<O extends Operation>(transport: Transport, target: O, input: OperationInput<O>): Promise<OperationAnswer<O>>;
export function call<O extends Operation>(
  transport: Transport,
  target: O | OperationRoute<O>,
  input: OperationInput<O>,
): Promise<OperationAnswer<O>> {
  const route = isRoute(target) ? target : routeOf(target);
  const given = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined | null>;
    body?: unknown;
    file?: File;
    onProgress?: (fraction: number) => void;
  };
  const path = operationPath(route.path, given.params);
  if (route.body === 'file') {
    if (!given.file) throw new Error(`${route.id} needs a file`);
    // An upload's query (which question a file answers) goes in its address: the body is the file.
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(given.query ?? {}))
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    return transport.upload<OperationAnswer<O>>(search.size ? `${path}?${search}` : path, given.file, given.onProgress);
  }
  return transport.request<OperationAnswer<O>>(route.method, path, {
    ...(given.query ? { query: given.query } : {}),
    ...('body' in given ? { body: given.body } : {}),
    ...(route.answer === 'file' ? { as: 'blob' as const } : {}),
  });
}
