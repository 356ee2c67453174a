import type * as z from 'zod/mini';
import type { Permission } from '@sla/permissions';

type Schema = z.ZodMiniType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The refusals an operation may answer, each as `{ error: { code, message, fieldErrors } }`; 503 when a service it
 * needs (Stripe, Firebase) is not set up or not answering.
 */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * Who may call it (checked by the service): anyone; anyone signed in, with or without a profile (their own account);
 * or signed-in holders of any (or all) of these permissions, or of all of some and one of others (submitting an
 * application needs view_own_applications and either edit_own_applications or apply_to_programs). A rule about the
 * record itself (only its author, only the mentor paired with it) is the service's and shows as a 403 or 404 among
 * the refusals.
 */
export type Access =
  | 'public'
  | 'signedIn'
  | { anyOf: readonly Permission[] }
  | { allOf: readonly Permission[] }
  | { allOf: readonly Permission[]; anyOf: readonly Permission[] };

/** Whether someone signed in and holding `holds` may call an operation with this access rule. */
export function accessAllows(access: Access, holds: (permission: Permission) => boolean): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  return ('allOf' in access ? access.allOf.every(holds) : true) && ('anyOf' in access ? access.anyOf.some(holds) : true);
}

/** An answer that is not JSON: a file to save or show (CSV, PDF, image, calendar) or a server-sent event stream. */
export interface ContentAnswer {
  kind: 'file' | 'stream';
  /** Its Content-Type: "text/csv", "image/webp", "text/event-stream"; "application/octet-stream" when it varies. */
  contentType: string;
}

/** A body that is one file as raw bytes: its type in Content-Type, its name in X-File-Name (see the upload scope). */
export interface FileBody {
  kind: 'file';
  /** The types it takes, for the document. */
  types: readonly string[];
}

export const fileAnswer = (contentType: string): ContentAnswer => ({ kind: 'file', contentType });
export const streamAnswer: ContentAnswer = { kind: 'stream', contentType: 'text/event-stream' };
export const fileBody = (types: readonly string[]): FileBody => ({ kind: 'file', types });

/** Whether an answer or body is declared by a schema (rather than as a file or stream). */
export const isSchema = (declared: Schema | ContentAnswer | FileBody | null | undefined): declared is Schema =>
  !!declared && '_zod' in declared;

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
  body?: Schema | FileBody;
  /**
   * What a success answers: a strict object, so a field the document does not know fails the answer check; null for
   * nothing (204); a file or a stream, which the route sends itself.
   */
  answer: Schema | ContentAnswer | null;
  /** 202: taken, with more to follow (the public forms' e-mails go out from the outbox). */
  status: 200 | 201 | 202 | 204;
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
  (O['body'] extends FileBody
    ? { file: File; onProgress?: (fraction: number) => void }
    : O['body'] extends Schema
      ? { body: z.input<O['body']> }
      : unknown);

/** What a success answers: its JSON, a file as a Blob, nothing. */
export type OperationAnswer<O extends Operation> = O['answer'] extends ContentAnswer
  ? Blob
  : O['answer'] extends Schema
    ? z.output<O['answer']>
    : void;

/** The address of an operation for these parameters, each encoded: "/content/categories/a%2Fb". */
export function operationPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * What a browser needs to call an operation, without its schemas (which bring zod): its address and how its body and
 * answer travel. `@sla/contract/routes` holds one per operation, generated from the declarations; the declaration's
 * type rides along (`operation`, never set) so a call is typed by it.
 */
export interface OperationRoute<O extends Operation = Operation> {
  id: string;
  method: HttpMethod;
  path: O['path'];
  /** 'file' for one file as the raw body. */
  body: 'json' | 'file' | null;
  answer: 'json' | 'file' | 'stream' | null;
  readonly operation?: O;
}

/** An operation's route, read from its declaration. */
export function routeOf<O extends Operation>(operation: O): OperationRoute<O> {
  return {
    id: operation.id,
    method: operation.method,
    path: operation.path,
    body: operation.body ? (isSchema(operation.body) ? 'json' : 'file') : null,
    answer: operation.answer === null ? null : isSchema(operation.answer) ? 'json' : operation.answer.kind,
  };
}
