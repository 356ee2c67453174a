import { isSchema, routeOf, type Operation } from './operations/operation.js';

/** Each area's index module, by area name: its exports, declarations among them. */
export type AreaModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value && 'refusals' in value;

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * The text of `routes.ts`: one exported route per declared operation, named by its id and typed by its declaration,
 * so every page's client can call an operation without loading its schemas. Written by `npm run contract:routes`;
 * routes.spec.ts fails when the file differs from what the declarations make.
 */
export function routesFile(areas: AreaModules): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [area, exports] of Object.entries(areas).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isOperation(value) || value.id !== name) continue;
      if (seen.has(value.id)) throw new Error(`Two operations are called ${value.id}`);
      seen.add(value.id);
      if (value.body && !isSchema(value.body) && value.body.kind !== 'file') throw new Error(`${value.id}: unknown body`);
      const route = Object.entries(routeOf(value)).map(([key, field]) => `  ${key}: ${quoted(field)},`);
      lines.push(`export const ${value.id}: OperationRoute<typeof ${area}.${name}> = {`, ...route, '};');
    }
  }
  const imports = Object.keys(areas)
    .sort()
    .map((area) => `import type * as ${area} from './operations/${area}/index.js';`);
  return (
    [
      '// Generated from the operations’ declarations by `npm run contract:routes`: do not edit (routes.spec.ts checks it).',
      '// What a browser needs to call each operation, without its schemas (decision 0030).',
      ...imports,
      "import type { OperationRoute } from './operations/operation.js';",
      '',
      ...lines,
    ].join('\n') + '\n'
  );
}
