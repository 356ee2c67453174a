import type * as z from 'zod/mini';
import type { Permission } from '@sla/permissions';

type Schema = z.ZodMiniType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The refusals an operation may answer, each as `{ error: { code, message, fieldErrors } }`. */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Who may call it: anyone, or signed-in holders of any (or all) of these permissions (checked by the service). */
export type Access = 'public' | { anyOf: readonly Permission[] } | { allOf: readonly Permission[] };

/** Whether someone holding `holds` may call an operation with this access rule. */
export function accessAllows(access: Access, holds: (permission: Permission) => boolean): boolean {
  if (access === 'public') return true;
  return 'anyOf' in access ? access.anyOf.some(holds) : access.allOf.every(holds);
}

/**
 * One operation of the data service, declared once (decision 0030): the service's route, the OpenAPI document, the
 * browser's typed call and the access tables' expectations are all read from it. The service still checks the
 * permission first and then the input (`parseInput` with `body`/`query`), so a stranger never learns the input rules.
 */
export interface Operation<Path extends `/${string}` = `/${string}`> {
  /** Unique, for OpenAPI's operationId and test names: "renameCategory". */
  id: string;
  method: HttpMethod;
  /** Under /api, with {name} for each path parameter: "/content/categories/{id}". */
  path: Path;
  summary: string;
  query?: Schema;
  body?: Schema;
  /** What a success answers (a strict object, so a field the document does not know fails the answer check); null: 204. */
  answer: Schema | null;
  status: 200 | 201 | 204;
  access: Access;
  refusals: readonly Refusal[];
}

/** Declares an operation, keeping its path and schemas' exact types for the call and the route. */
export const operation = <const O extends Operation>(declared: O): O => declared;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** A path's parameters by name, as strings: `{ id: string }` for "/content/categories/{id}". */
export type OperationParams<O extends Operation> = { [Name in ParamNames<O['path']>]: string };

/** What a caller gives: the path's parameters, the query and the body its declaration has. */
export type OperationInput<O extends Operation> = ([ParamNames<O['path']>] extends [never]
  ? unknown
  : { params: OperationParams<O> }) &
  (O['query'] extends Schema ? { query?: z.input<O['query']> } : unknown) &
  (O['body'] extends Schema ? { body: z.input<O['body']> } : unknown);

/** What a success answers. */
export type OperationAnswer<O extends Operation> = O['answer'] extends Schema ? z.output<O['answer']> : void;

/** The address of an operation for these parameters, each encoded: "/content/categories/a%2Fb". */
export function operationPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
