import fc from 'fast-check';
import { brokenJson, contentType, fromSchema } from './bodies.js';
import type { Operation, Parameter } from './operations.js';
import { stripeBody, uploadBody, type RawBody } from './rawBodies.js';
import { badCursor, encodePart, numberText, urlPart } from './strings.js';

/** One request as app.inject takes it. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface RequestContext {
  /** Ids, slugs and uids that exist, so some requests get past "not found" to the checks behind it. */
  known: readonly string[];
  /** The caller's Authorization header, if any. */
  authorization: string | null;
  stripeSecret: string;
  now: () => Date;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function queryValue(parameter: Parameter, known: readonly string[]): fc.Arbitrary<string> {
  const { name, schema } = parameter;
  // Mostly values a client could mean, so requests get past the first check to the code behind it.
  const either = (plausible: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: bad });
  if (name === 'cursor') {
    const wellFormed = fc.tuple(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
      fc.oneof(fc.uuid(), fc.nat().map(String)),
    );
    return either(
      wellFormed.map(([at, id]) => base64url(`${at.toISOString()}|${id}`)),
      badCursor(known).map(encodePart),
    );
  }
  if (name === 'limit' || schema.type === 'integer' || schema.type === 'number') {
    return either(
      fc.integer({ min: schema.minimum ?? 1, max: schema.maximum ?? 100 }).map(String),
      fc.oneof(numberText.map(encodePart), urlPart(known)),
    );
  }
  if (schema.enum?.length) return either(fc.constantFrom(...schema.enum.map(String)), urlPart(known));
  if (schema.type === 'boolean' || name === 'upcoming' || name === 'assignedToMe')
    return either(fc.constantFrom('1', '0', 'true', 'false'), fc.oneof(fc.constantFrom('yes', ''), urlPart(known)));
  const text = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom("O'Brien", 'Ngũgĩ wa Thiong’o', '100%_off', 'a\\b', ...known),
  );
  return either(text.map(encodePart), urlPart(known));
}

/** The declared parameters, each there or not, sometimes twice; plus a few nobody declared. */
function queryString(operation: Operation, known: readonly string[]): fc.Arbitrary<string> {
  const declared = operation.query.map((parameter) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.tuple(queryValue(parameter, known)) },
        { weight: 1, arbitrary: fc.tuple(queryValue(parameter, known), queryValue(parameter, known)) },
      )
      .map((values) => values.map((value) => `${parameter.name}=${value}`)),
  );
  const undeclared = fc
    .array(fc.tuple(urlPart(), urlPart()), { maxLength: 2 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`));
  return fc.tuple(fc.tuple(...declared), undeclared).map(([own, extra]) => [...own.flat(), ...extra].join('&'));
}

/** Mostly the caller's own token; sometimes one that is malformed, forged or full of NUL. */
function authorizationHeader(authorization: string | null): fc.Arbitrary<string | null> {
  const junk = fc.constantFrom(
    'Bearer',
    'Bearer \u0000',
    'Basic dXNlcjpwYXNz',
    'Bearer a.b.c',
    `Bearer ${base64url('{"alg":"none"}')}.${base64url('{"sub":"\u0000"}')}.`,
    'Bearer ' + 'x'.repeat(5000),
  );
  return fc.oneof({ weight: 12, arbitrary: fc.constant(authorization) }, { weight: 1, arbitrary: junk });
}

/** The body, by how the operation takes one. */
function bodyFor(
  operation: Operation,
  context: RequestContext,
): fc.Arbitrary<RawBody | { text: string; contentType: string | null } | null> {
  const { body } = operation;
  const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });
  switch (body.kind) {
    case 'json':
      return fc.oneof(
        { weight: 10, arbitrary: fromSchema(body.schema, 0, context.known).map(json) },
        { weight: 2, arbitrary: brokenJson.map((text) => ({ text, contentType: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fromSchema(body.schema, 0, context.known), contentType)
            .map(([value, type]) => ({ text: JSON.stringify(value), contentType: type })),
        },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    case 'upload':
      return uploadBody;
    case 'stripe':
      return stripeBody(context.stripeSecret, context.now);
    case 'none':
      // Bodies nobody asked for, on the methods that can carry one.
      return operation.method === 'GET'
        ? fc.constant(null)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: brokenJson.map((text) => ({ text, contentType: 'application/json' })) },
          );
  }
}

function assemble(
  operation: Operation,
  segments: string[],
  query: string,
  authorization: string | null,
  body: RawBody | { text: string; contentType: string | null } | null,
  remoteAddress: string,
): FuzzRequest {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? '');
  const headers: Record<string, string> = {};
  if (authorization !== null) headers.authorization = authorization;
  let payload: string | Buffer | undefined;
  if (body) {
    if ('text' in body) payload = body.text;
    else {
      payload = body.payload;
      Object.assign(headers, body.headers);
    }
    if (body.contentType !== null) headers['content-type'] = body.contentType;
  }
  return { method: operation.method, url: `/api${path}${query ? `?${query}` : ''}`, headers, payload, remoteAddress };
}

/** Bad requests for one operation and caller, as fast-check draws them. */
export function requestFor(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      segments: fc.tuple(...operation.pathParams.map(() => urlPart(context.known))),
      query: queryString(operation, context.known),
      authorization: authorizationHeader(context.authorization),
      body: bodyFor(operation, context),
      remoteAddress: fc.ipV4(),
    })
    .map(({ segments, query, authorization, body, remoteAddress }) =>
      assemble(operation, segments, query, authorization, body, remoteAddress),
    );
}

/**
 * The security review's own findings, sent every run whatever fast-check draws: NUL in each path
 * parameter, cursors with out-of-range dates and NUL ids, NUL in the body, broken JSON.
 */
export function examplesFor(operation: Operation, context: RequestContext): FuzzRequest[] {
  const firstKnown = context.known[0] ?? 'x';
  const withSegments = (segments: string[]) => assemble(operation, segments, '', context.authorization, null, '10.0.0.1');
  const examples: FuzzRequest[] = [];
  operation.pathParams.forEach((_, position) => {
    for (const bad of ['%00', 'a%00b', '%ED%A0%80'])
      examples.push(withSegments(operation.pathParams.map((__, other) => (other === position ? bad : firstKnown))));
  });
  const plain = operation.pathParams.map(() => firstKnown);
  if (operation.query.some((parameter) => parameter.name === 'cursor')) {
    for (const cursor of [
      '+275760-09-13T00:00:00.000Z|1',
      '0000-01-01T00:00:00.000Z|1',
      '2026-01-01T00:00:00.000Z|a\u0000b',
      '2026-01-01T00:00:00.000Z|99999999999999999999999',
    ]) {
      examples.push(assemble(operation, plain, `cursor=${base64url(cursor)}`, context.authorization, null, '10.0.0.2'));
    }
  }
  for (const name of operation.query.map((parameter) => parameter.name))
    examples.push(assemble(operation, plain, `${name}=%00`, context.authorization, null, '10.0.0.3'));
  if (operation.body.kind === 'json') {
    for (const text of ['{"x":"\\u0000"}', '{', '{"x":"\\ud800"}'])
      examples.push(assemble(operation, plain, '', context.authorization, { text, contentType: 'application/json' }, '10.0.0.4'));
    examples.push(assemble(operation, plain, '', context.authorization, { text: 'a=b', contentType: 'text/plain' }, '10.0.0.4'));
  }
  return examples;
}
