// A missing record is a 404, never a refusal. Every operation of the OpenAPI document that names a record in its path
// is asked, by every role, for records that do not exist; a permission_check refusal written for such a request must
// name a permission the caller's role lacks. A role that holds the permission and asks for nothing that exists was
// refused nothing: the activity log saying "refused ... (needs network_with_alumni)" to an alumnus who holds it is the
// false entry this table catches. Runs on PGlite: which entry is written is the service's logic, not the database's.
import fc from 'fast-check';
import { and, desc, eq, gt } from 'drizzle-orm';
import { hasPermission, ROLES, type Permission, type Role } from '@sla/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema.js';
import { PGLITE } from '../testing/backends.js';
import { PDF } from '../applications/testing.js';
import { openApiDocument } from './openapi.js';
import { fromSchema } from './fuzz/bodies.js';
import { operationsOf, type Operation } from './fuzz/operations.js';
import { startFuzzWorld, type FuzzWorld } from './fuzz/world.js';

/** Looks like any id, uid or slug the service takes, and is none of them. */
const MISSING = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';
const label = (operation: Operation) => `${operation.method} ${operation.path}`;
const OPERATIONS = operationsOf(openApiDocument()).filter(
  (operation) => operation.pathParams.length > 0 && operation.body.kind !== 'stripe',
);

/** A few bodies per operation: none, an empty object, and schema-shaped ones, so some get past input checks. */
function bodiesFor(operation: Operation): { payload?: string | Buffer; contentType?: string }[] {
  if (operation.body.kind === 'upload') return [{ payload: PDF, contentType: 'application/pdf' }];
  if (operation.body.kind !== 'json') return [{}];
  const shaped = fc.sample(fromSchema(operation.body.schema), { numRuns: 6, seed: 7 });
  return [{}, ...shaped].map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }));
}

describe('a record that does not exist is a 404, never a refusal, for every role', () => {
  let world: FuzzWorld;
  const notFound = new Map<string, number>();

  beforeAll(async () => {
    world = await startFuzzWorld(PGLITE);
  });
  afterAll(async () => {
    await world?.close();
  });

  it.each(OPERATIONS.map((operation) => [label(operation), operation] as const))('%s', async (_, operation) => {
    const falseRefusals: string[] = [];
    for (const role of ROLES) {
      const uid = `fuzz-${role}`;
      const url = `/api${operation.path.replace(/\{[^}]+\}/g, MISSING)}`;
      for (const { payload, contentType } of bodiesFor(operation)) {
        const before = await latestAuditId();
        const headers: Record<string, string> = { authorization: world.authorization(role)! };
        if (contentType) headers['content-type'] = contentType;
        if (operation.body.kind === 'upload') headers['x-file-name'] = 'cv.pdf';
        const response = await world.service.request({ method: operation.method, url, headers, payload });
        if (response.statusCode === 404) notFound.set(label(operation), (notFound.get(label(operation)) ?? 0) + 1);
        const refusals = await world.service.database.db
          .select({ permission: auditLogs.permission, context: auditLogs.context })
          .from(auditLogs)
          .where(and(eq(auditLogs.userId, uid), eq(auditLogs.granted, false), gt(auditLogs.id, before)));
        for (const refusal of refusals)
          if (hasPermission(role as Role, refusal.permission as Permission))
            falseRefusals.push(
              `${role} answered ${response.statusCode}, logged as refused (needs ${refusal.permission}, which ${role} holds): ${JSON.stringify(refusal.context)}`,
            );
      }
    }
    expect(falseRefusals).toEqual([]);
  });

  it('reaches the "not found" answer of most operations that name a record', () => {
    // The table above proves nothing about an operation whose every request stops at an input check first.
    expect(notFound.size).toBeGreaterThan(OPERATIONS.length / 2);
  });

  async function latestAuditId(): Promise<number> {
    const [row] = await world.service.database.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .orderBy(desc(auditLogs.id))
      .limit(1);
    return row?.id ?? 0;
  }
});
