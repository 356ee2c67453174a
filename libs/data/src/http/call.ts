import { isSchema, operationPath, type Operation, type OperationAnswer, type OperationInput } from '../contract/operation.js';
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
    return transport.upload<OperationAnswer<O>>(path, given.file, given.onProgress);
  }
  return transport.request<OperationAnswer<O>>(operation.method, path, {
    ...(given.query ? { query: given.query } : {}),
    ...('body' in given ? { body: given.body } : {}),
    ...(operation.answer && !isSchema(operation.answer) ? { as: 'blob' as const } : {}),
  });
}
