import { describe, expect, it } from 'vitest';
import { databaseUnreachable } from './errors.js';

describe('databaseUnreachable', () => {
  it('knows an outage of PostgreSQL from a wrong query', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(databaseUnreachable(coded('ECONNREFUSED'))).toBe(true);
    expect(databaseUnreachable(coded('57P01'))).toBe(true);
    expect(databaseUnreachable(coded('08006'))).toBe(true);
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // node-postgres's words for a client whose connection broke, and for a pool that could not connect in time.
    expect(databaseUnreachable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(databaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Drizzle wraps the driver's error: the cause is looked at too.
    expect(databaseUnreachable(Object.assign(new Error('Failed query'), { cause: coded('57P03') }))).toBe(true);
    expect(databaseUnreachable(coded('23505'))).toBe(false);
    expect(databaseUnreachable(coded('42P01'))).toBe(false);
    expect(databaseUnreachable(new Error('boom'))).toBe(false);
    expect(databaseUnreachable(undefined)).toBe(false);
  });
});
