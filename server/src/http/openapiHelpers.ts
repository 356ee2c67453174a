import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

export const json = (schema: Schema) => {
  const described = z.toJSONSchema(schema as never, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete described.$schema;
  return described;
};
export const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema: json(schema) } } });
export const queryParams = (schema: Schema) => {
  const properties = (json(schema).properties ?? {}) as Record<string, object>;
  return Object.entries(properties).map(([name, schemaOf]) => ({ name, in: 'query', required: false, schema: schemaOf }));
};
/** A reference to a schema under components. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A JSON answer described in words with its schema. */
export const ok = (description: string, schema: object) => ({ description, content: { 'application/json': { schema } } });
export const object = (properties: Record<string, object>) => ({ type: 'object', properties });
export const nullable = (type: string) => ({ type: [type, 'null'] });
export const str = { type: 'string' };
export const int = { type: 'integer' };
export const bool = { type: 'boolean' };
export const time = { type: 'string', format: 'date-time' };
export const day = { type: 'string', format: 'date' };
export const arrayOf = (items: object) => ({ type: 'array', items });
/** `{ items: [...] }` of a component: the learning endpoints' list answers. */
export const list = (item: string) => object({ items: arrayOf(ref(item)) });
export const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
export const done = (description: string) => ({ 204: { description } });
export const error = { $ref: '#/components/schemas/Error' };
export const answers = (ok: Record<string, unknown>, ...refusals: number[]) => ({
  ...ok,
  ...Object.fromEntries(
    refusals.map((status) => [status, { description: 'Refused', content: { 'application/json': { schema: error } } }]),
  ),
});
export const page = (item: string) => ({
  description: 'One page, newest first',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          items: { type: 'array', items: { $ref: `#/components/schemas/${item}` } },
          nextCursor: { type: ['string', 'null'] },
        },
      },
    },
  },
});
