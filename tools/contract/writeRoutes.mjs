// Writes libs/contract/src/routes.ts from the operations' declarations: npm run contract:routes.
import { writeFileSync } from 'node:fs';
import { ROUTES_AREAS } from '@sla/contract/routesAreas';
import { routesFile } from '@sla/contract/routesFile';

const file = new URL('../../libs/contract/src/routes.ts', import.meta.url);
writeFileSync(file, routesFile(ROUTES_AREAS));
console.log(`wrote ${file.pathname}`);
