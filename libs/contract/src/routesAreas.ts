import * as alumni from './operations/alumni/index.js';
import * as applications from './operations/applications/index.js';
import * as content from './operations/content/index.js';
import * as learning from './operations/learning/index.js';
import * as people from './operations/people/index.js';
import * as site from './operations/site/index.js';
import type { AreaModules } from './routesFile.js';

/** Every area's declarations, by area: what routes.ts is made from. */
export const ROUTES_AREAS: AreaModules = { alumni, applications, content, learning, people, site };
