import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './operations/index.js';
import { routeOf } from './operations/operation.js';
import * as routes from './routes.js';
import { ROUTES_AREAS } from './routesAreas.js';
import { routesFile } from './routesFile.js';

describe('routes.ts', () => {
  it('is what the declarations make (run `npm run contract:routes` after changing one)', () => {
    expect(readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')).toBe(routesFile(ROUTES_AREAS));
  });

  it('has every declared operation, each route as its declaration says', () => {
    const byId = routes as Record<string, unknown>;
    expect(Object.keys(byId).sort()).toEqual(OPERATIONS.map((operation) => operation.id).sort());
    for (const operation of OPERATIONS) expect(byId[operation.id], operation.id).toEqual(routeOf(operation));
  });
});
