import {
  isSchema,
  operationPath,
  type Operation,
  type OperationAnswer,
  type OperationInput,
} from '@sla/contract/operations/operation';
import type { Transport } from './transport.js';

/**
 * Calls one declared operation: its method, its path with the parameters filled in, its query and body. A file body
 * goes as the raw upload (with progress where the browser can); a file answer comes back as a Blob. Streams are
 * opened with `transport.stream` at `operationPath`.
 */
export function call<O extends Operation>(
  transport: Transport,
  operation: O,
  input: OperationInput<O>,
): Promise<OperationAnswer<O>> {
  const given = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined | null>;
    body?: unknown;
    file?: File;
    onProgress?: (fraction: number) => void;
  };
  const path = operationPath(operation.path, given.params);
  if (operation.body && !isSchema(operation.body)) {
    if (!given.file) throw new Error(`${operation.id} needs a file`);
    // An upload's query (which question a file answers) goes in its address: the body is the file.
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(given.query ?? {}))
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    return transport.upload<OperationAnswer<O>>(search.size ? `${path}?${search}` : path, given.file, given.onProgress);
  }
  return transport.request<OperationAnswer<O>>(operation.method, path, {
    ...(given.query ? { query: given.query } : {}),
    ...('body' in given ? { body: given.body } : {}),
    ...(operation.answer && !isSchema(operation.answer) ? { as: 'blob' as const } : {}),
  });
}
