import type { FastifyInstance } from 'fastify';

const byApp = new WeakMap<FastifyInstance, string[]>();

/**
 * Records every route the app registers from here on, as "METHOD /path" (Fastify's HEAD twin of each GET left out), so
 * a test can hold the OpenAPI document to the routes that really exist: a route missing from the document is one the
 * fuzzer never tries.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: string[] = [];
  byApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
}

/** The routes `app` registered, in order. */
export function registeredRoutes(app: FastifyInstance): readonly string[] {
  return byApp.get(app) ?? [];
}
