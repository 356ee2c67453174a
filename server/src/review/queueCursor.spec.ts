import { describe, expect, it } from 'vitest';
import { decodeQueueCursor, encodeQueueCursor } from './queueSorts.js';

const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('review queue cursors', () => {
  it('reads back what it wrote', () => {
    const cursor = { value: '2026-02-01T10:00:00.123456Z', id: 'q01' };
    expect(decodeQueueCursor('submitted_desc', encodeQueueCursor('submitted_desc', cursor))).toEqual(cursor);
    expect(decodeQueueCursor('score_desc', encodeQueueCursor('score_desc', { value: '3.75', id: 'q02' }))).toEqual({
      value: '3.75',
      id: 'q02',
    });
  });

  it('refuses values PostgreSQL would refuse: years before 1970 or 0000, reals out of range', () => {
    for (const value of ['0000-01-01T00:00:00.000000Z', '1969-12-31T23:59:59.999999Z'])
      expect(() => decodeQueueCursor('submitted_desc', forged(['submitted_desc', value, 'q01'])), value).toThrow();
    for (const value of ['999999e99', '1e-99', '-999999e40'])
      expect(() => decodeQueueCursor('score_desc', forged(['score_desc', value, 'q01'])), value).toThrow();
    expect(decodeQueueCursor('score_desc', forged(['score_desc', '0', 'q01'])).value).toBe('0');
  });

  it('refuses ids text columns cannot hold', () => {
    for (const id of ['a\u0000b', '\ud800'])
      expect(
        () => decodeQueueCursor('updated_desc', forged(['updated_desc', '2026-02-01T10:00:00.123456Z', id])),
        JSON.stringify(id),
      ).toThrow();
  });
});
