import { operationPath, type Operation, type OperationAnswer, type OperationInput } from '../contract/operation.js';
import type { Transport } from './transport.js';

/** Calls one declared operation: its method, its path with the parameters filled in, its query and body. */
export function call<O extends Operation>(
  transport: Transport,
  operation: O,
  input: OperationInput<O>,
): Promise<OperationAnswer<O>> {
  const given = input as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined | null>;
    body?: unknown;
  };
  return transport.request<OperationAnswer<O>>(operation.method, operationPath(operation.path, given.params), {
    ...(given.query ? { query: given.query } : {}),
    ...('body' in given ? { body: given.body } : {}),
  });
}
