import * as z from 'zod/mini';
import { isSchema, type Operation } from '@sla/contract/operations';
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
  access === 'public'
    ? ''
    : access === 'signedIn'
      ? ' (signed in)'
      : ` (${[
          ...('allOf' in access ? [access.allOf.join(' and ')] : []),
          ...('anyOf' in access ? [`${'allOf' in access ? 'one of ' : ''}${access.anyOf.join(', ')}`] : []),
        ].join(' and ')})`;

/** What a success answers, by kind: nothing, JSON by its schema, a file or a stream by its type. */
function successOf({ answer, status, summary }: Operation) {
  if (answer === null) return { [status]: { description: 'Done' } };
  if (!isSchema(answer))
    return {
      [status]: {
        description: summary,
        content: {
          [answer.contentType]: { schema: answer.kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' } },
        },
      },
    };
  return { [status]: { description: summary, content: { 'application/json': { schema: answerSchema(answer) } } } };
}

/** A body by kind: JSON by its schema, or one file as raw bytes of these types (its name in X-File-Name). */
function requestBodyOf(declared: NonNullable<Operation['body']>) {
  if (isSchema(declared)) return body(declared);
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    required: true,
    description: 'The file itself as the body, its type in Content-Type and its name, URI-encoded, in X-File-Name.',
    content: Object.fromEntries(declared.types.map((type) => [type, binary])),
  };
}

/** The header a file body's name travels in. */
const FILE_NAME_HEADER = { name: 'X-File-Name', in: 'header', required: true, schema: { type: 'string' } };

/** One operation's OpenAPI entry, made from its declaration. */
export function operationEntry(operation: Operation): object {
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [
    ...pathParams,
    ...(operation.query ? queryParams(operation.query) : []),
    ...(operation.body && !isSchema(operation.body) ? [FILE_NAME_HEADER] : []),
  ];
  return {
    operationId: operation.id,
    summary: `${operation.summary}${whoMay(operation)}`,
    ...(operation.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body) } : {}),
    responses: answers(successOf(operation), ...operation.refusals),
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
