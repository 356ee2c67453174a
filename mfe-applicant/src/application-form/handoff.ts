import type { Application } from '@sla/data';

/**
 * The draft the new-application screen just started, handed to the edit screen it moves to, so the
 * form appears at once instead of loading the same draft again. Taken once; a reload loads from
 * the server as usual (nothing here survives one).
 */
const started = new Map<string, Application>();

export function handOver(application: Application): void {
  started.set(application.id, application);
}

export function takeHandedOver(id: string): Application | null {
  const application = started.get(id) ?? null;
  started.delete(id);
  return application;
}
