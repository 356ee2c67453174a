import { describe, expect, it } from 'vitest';
import { zoneName } from './zoneName.js';

describe('zoneName', () => {
  it.each([
    ['Africa/Nairobi', 'Nairobi time'],
    ['America/Port_of_Spain', 'Port of Spain time'],
    ['UTC', 'UTC'],
    ['Etc/UTC', 'UTC'],
  ])('names %s as %s', (zone, name) => {
    expect(zoneName(zone)).toBe(name);
  });
});
