/** A JSON Schema as the OpenAPI document writes it (zod's output): only the parts the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

/** How an operation takes its body: JSON per schema, a file's raw bytes, or Stripe's signed event. */
export type BodyKind = { kind: 'json'; schema: JsonSchema } | { kind: 'upload' } | { kind: 'stripe' } | { kind: 'none' };

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document, e.g. /applications/{id}/files/{fileId}. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  headers: Parameter[];
  body: BodyKind;
}

interface DocumentOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Operations the fuzzer leaves out, each with its reason. GET /content/live and GET /users/me/live are server-sent
 * event streams that never end by themselves, so an injected request to one would never return; their refusals are
 * checked in server/src/content/live/contentLive.spec.ts, server/src/http/contentMoreAccess.spec.ts,
 * server/src/account/live/roleLive.spec.ts and server/src/http/accountLiveAccess.spec.ts instead.
 */
const NOT_FUZZED = new Set(['GET /content/live', 'GET /users/me/live']);

/** Every operation of the service's OpenAPI document, read as the fuzzer needs it. */
export function operationsOf(document: { paths: object }): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, DocumentOperation>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => !NOT_FUZZED.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]): Operation => {
        const parameters = operation.parameters ?? [];
        const of = (place: string) =>
          parameters.filter((parameter) => parameter.in === place).map(({ name, schema }) => ({ name, schema: schema ?? {} }));
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: of('path').map((p) => p.name),
          query: of('query'),
          headers: of('header'),
          body: bodyKind(path, operation),
        };
      }),
  );
}

function bodyKind(path: string, operation: DocumentOperation): BodyKind {
  const content = operation.requestBody?.content;
  if (!content) return { kind: 'none' };
  // Stripe signs the raw bytes; its generator signs what it sends.
  if (path === '/stripe/webhook') return { kind: 'stripe' };
  const json = content['application/json'];
  if (json) return { kind: 'json', schema: json.schema ?? {} };
  return { kind: 'upload' };
}
