import fc from 'fast-check';
import type { JsonSchema } from './operations.js';
import { nastyString } from './strings.js';

const MAX_DEPTH = 5;

/** Numbers at every edge JSON can carry: past int32, past 2^53, fractions, tiny and huge doubles. */
export const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e300,
  -1e300,
  5e-324,
  0.1 + 0.2,
);

/** A value of the wrong type entirely, or nested deeper than any schema expects. */
function junk(known: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    nastyString(known),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    edgeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom([], {}, [null], { '': '' }),
    fc.integer({ min: 1, max: 300 }).map((depth) => nest(depth)),
  );
}

const nest = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

function stringFor(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const plausible: fc.Arbitrary<string>[] = [
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
  ];
  if (schema.format === 'email') plausible.push(fc.emailAddress());
  if (schema.pattern) plausible.push(fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 }));
  if (schema.maxLength !== undefined)
    plausible.push(fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1)));
  return fc.oneof(fc.oneof(...plausible), nastyString(known));
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min - 0.5, max + 0.5) },
    { weight: 2, arbitrary: edgeNumber },
  );
}

function objectFor(schema: JsonSchema, depth: number, known: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, fromSchema(property, depth + 1, known)]),
  );
  const keys = Object.keys(properties);
  // Whole objects get past "required" to the deeper checks; partial ones test what is missing.
  const declared = fc.oneof(fc.record(properties), fc.record(properties, { requiredKeys: [] }));
  const extraValue =
    typeof schema.additionalProperties === 'object' ? fromSchema(schema.additionalProperties, depth + 1, known) : junk(known);
  const extra = fc.dictionary(nastyString(known), extraValue, {
    maxKeys: typeof schema.additionalProperties === 'object' ? 6 : 2,
  });
  return fc.tuple(keys.length ? declared : fc.constant({}), extra).map(([own, more]) => ({ ...more, ...own }));
}

/**
 * Values shaped by `schema` but wrong in every way a client can be: the right type with bad
 * content (NUL, huge, out of range), the wrong type, missing and extra fields, deep nesting.
 */
export function fromSchema(schema: JsonSchema, depth = 0, known: readonly string[] = []): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return junk(known);
  return fc.oneof({ weight: 5, arbitrary: plausible(schema, depth, known) }, { weight: 1, arbitrary: junk(known) });
}

function plausible(schema: JsonSchema, depth: number, known: readonly string[]): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => fromSchema(branch, depth + 1, known)));
  if (schema.enum?.length)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: nastyString(known) });
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return schema.properties ? objectFor(schema, depth, known) : junk(known);
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringFor(schema, known);
        case 'integer':
          return numberFor(schema, true);
        case 'number':
          return numberFor(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schema.items ? fromSchema(schema.items, depth + 1, known) : junk(known), {
            maxLength: Math.min((schema.maxItems ?? 4) + 1, 6),
          });
        case 'object':
          return objectFor(schema, depth, known);
        default:
          return junk(known);
      }
    }),
  );
}

/** Bodies no JSON parser should accept, and JSON that is valid but hostile to whatever reads it next. */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'nul',
    '\u0000',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '[]',
    '"text"',
    '12',
    'null',
    '{"a":1e999}',
    '\ufeff{}',
  ),
  fc.integer({ min: 100, max: 40_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 10_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constant(`{"x":"${'a'.repeat(70 * 1024)}"}`),
  fc.string({ maxLength: 40 }),
);

/** Content types a JSON route must refuse or survive. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/vnd.api+json',
  'application/json\u0000',
  '',
);
