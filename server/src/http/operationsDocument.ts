import * as z from 'zod/mini';
import type { Operation } from '@sla/data/contract';
import { answers, body, queryParams } from './openapiHelpers.js';

type PathItems = Record<string, Record<string, object>>;

/** An answer's schema as sent (output: defaults filled in, unknown fields refused). */
const answerSchema = (schema: z.ZodMiniType) => {
  const described = z.toJSONSchema(schema as never, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete described.$schema;
  return described;
};

/** Who may call it, in words, as the hand-written entries said it: "(manage_content_categories)". */
const whoMay = ({ access }: Operation) =>
  access === 'public' ? '' : ` (${'anyOf' in access ? access.anyOf.join(', ') : access.allOf.join(' and ')})`;

/** One operation's OpenAPI entry, made from its declaration. */
export function operationEntry(operation: Operation): object {
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const success =
    operation.answer === null
      ? { [operation.status]: { description: 'Done' } }
      : {
          [operation.status]: {
            description: operation.summary,
            content: { 'application/json': { schema: answerSchema(operation.answer) } },
          },
        };
  return {
    operationId: operation.id,
    summary: `${operation.summary}${whoMay(operation)}`,
    ...(operation.access === 'public' ? { security: [] } : {}),
    ...(pathParams.length || operation.query
      ? { parameters: [...pathParams, ...(operation.query ? queryParams(operation.query) : [])] }
      : {}),
    ...(operation.body ? { requestBody: body(operation.body) } : {}),
    responses: answers(success, ...operation.refusals),
  };
}

/** The declared operations' paths, for the document's `paths`; a path's methods from several operations join. */
export function operationPaths(operations: readonly Operation[]): PathItems {
  const paths: PathItems = {};
  for (const operation of operations) {
    const methods = (paths[operation.path] ??= {});
    const method = operation.method.toLowerCase();
    if (methods[method]) throw new Error(`Two operations declare ${operation.method} ${operation.path}`);
    methods[method] = operationEntry(operation);
  }
  return paths;
}

/** Hand-written paths and declared ones in one `paths`; a method both describe is a mistake. */
export function joinPaths(written: PathItems, declared: PathItems): PathItems {
  const joined: PathItems = { ...written };
  for (const [path, methods] of Object.entries(declared)) {
    for (const method of Object.keys(methods))
      if (joined[path]?.[method]) throw new Error(`${method.toUpperCase()} ${path} is both declared and written by hand`);
    joined[path] = { ...joined[path], ...methods };
  }
  return joined;
}
