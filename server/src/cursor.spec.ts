import { describe, expect, it } from 'vitest';
import { DataError } from '@sla/contract';
import { decodeCursor, encodeCursor, serialId, uidId, uuidId } from './cursor.js';

const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const refused = (cursor: string, readId: Parameters<typeof decodeCursor>[1]) => {
  try {
    decodeCursor(cursor, readId);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).status).toBe(400);
    expect((error as DataError).fieldErrors.cursor).toMatch(/page link/);
    return true;
  }
  return false;
};

const AT = new Date('2026-03-04T05:06:07.890Z');
const UUID = '3f2c8a6e-1b4d-4c5e-9f70-123456789abc';

describe('keyset cursors', () => {
  it('reads back what encodeCursor wrote, with the id in the list’s own type', () => {
    expect(decodeCursor(encodeCursor(AT, UUID), uuidId)).toEqual({ at: AT, id: UUID });
    expect(decodeCursor(encodeCursor(AT, 42), serialId)).toEqual({ at: AT, id: 42 });
    expect(decodeCursor(encodeCursor(AT, 'demo-person-01'), uidId)).toEqual({ at: AT, id: 'demo-person-01' });
    expect(decodeCursor(encodeCursor(new Date('1970-01-01T00:00:00.000Z'), 1), serialId).id).toBe(1);
    expect(decodeCursor(encodeCursor(new Date('9999-12-31T23:59:59.999Z'), 1), serialId).id).toBe(1);
  });

  it('refuses times outside 1970–9999, which PostgreSQL would refuse or read differently', () => {
    for (const at of [
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
    ]) {
      expect(refused(forged(`${at}|1`), serialId), at).toBe(true);
    }
  });

  it('refuses times not spelt as encodeCursor spells them', () => {
    for (const at of ['2026-03-04', '2026-03-04T05:06:07Z', 'March 4, 2026', '2026-02-30T00:00:00.000Z', '', 'garbage']) {
      expect(refused(forged(`${at}|1`), serialId), at).toBe(true);
    }
  });

  it('refuses ids of the wrong shape for the list', () => {
    const at = AT.toISOString();
    for (const id of ['', 'abc', '1.5', '-1', '0', '1e5', '00001', '99999999999999999999', '9007199254740993', UUID])
      expect(refused(forged(`${at}|${id}`), serialId), id).toBe(true);
    for (const id of ['', '42', 'not-a-uuid', `${UUID}x`, `${UUID}\u0000`, '3f2c8a6e1b4d4c5e9f70123456789abc'])
      expect(refused(forged(`${at}|${id}`), uuidId), id).toBe(true);
    // (A lone surrogate cannot get this far: base64url of UTF-8 turns it into U+FFFD, which is storable.)
    for (const id of ['', 'a\u0000b', 'x'.repeat(129)])
      expect(refused(forged(`${at}|${id}`), uidId), JSON.stringify(id)).toBe(true);
  });

  it('refuses junk: no separator, random bytes, several pieces', () => {
    for (const cursor of ['garbage', forged('no separator'), forged('|1'), forged(`${AT.toISOString()}|1|2`), '____', ''])
      expect(refused(cursor, serialId), cursor).toBe(true);
  });
});
