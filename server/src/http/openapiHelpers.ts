import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

/** A request schema as JSON Schema, as a caller writes it (defaults make fields optional). */
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
const error = { $ref: '#/components/schemas/Error' };
/** A success's entry with each refusal's, all refusals in the error shape. */
export const answers = (ok: Record<string, unknown>, ...refusals: number[]) => ({
  ...ok,
  ...Object.fromEntries(
    refusals.map((status) => [status, { description: 'Refused', content: { 'application/json': { schema: error } } }]),
  ),
});
