import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, inboxFiltersFromParams, inboxFiltersToParams, inboxQueryOf } from './inboxFilters.js';

describe('the inbox filters in the address', () => {
  it('shows open items with nothing in the address, and every status with status=all', () => {
    expect(inboxFiltersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(inboxFiltersFromParams(new URLSearchParams('status=all')).status).toBe('');
    expect(inboxFiltersToParams({ ...DEFAULT_FILTERS, status: '' }).toString()).toBe('status=all');
    expect(inboxFiltersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter and keeps other parameters', () => {
    const filters = { status: 'done', owner: 'uid-7', kind: 'pledge' } as const;
    const params = inboxFiltersToParams(filters, new URLSearchParams('tab=x'));
    expect(params.toString()).toBe('tab=x&status=done&owner=uid-7&kind=pledge');
    expect(inboxFiltersFromParams(params)).toEqual(filters);
    expect(inboxQueryOf(filters)).toEqual(filters);
    expect(inboxQueryOf({ status: '', owner: '', kind: '' })).toEqual({});
  });

  it('falls back to the default for what it does not know', () => {
    expect(inboxFiltersFromParams(new URLSearchParams('status=closed&kind=spam'))).toEqual(DEFAULT_FILTERS);
  });
});
