import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, hasFilters, postsQueryOf } from './postFilters.js';

describe('post list filters', () => {
  it('reads the filters from the query string, ignoring a status that is not one', () => {
    expect(filtersFromParams(new URLSearchParams('status=published&category=c-1&q=rain'))).toEqual({
      status: 'published',
      categoryId: 'c-1',
      q: 'rain',
    });
    expect(filtersFromParams(new URLSearchParams('status=deleted')).status).toBe('');
  });

  it('writes only the filters that are set, keeping other parameters', () => {
    const params = filtersToParams({ status: 'draft', categoryId: '', q: '  rain ' }, new URLSearchParams('category=c-1&tab=x'));
    expect(params.toString()).toBe('tab=x&status=draft&q=rain');
  });

  it('asks the service only for the filters that are set', () => {
    expect(postsQueryOf({ status: '', categoryId: '', q: '  ' })).toEqual({});
    expect(postsQueryOf({ status: 'scheduled', categoryId: 'c-2', q: ' rain ' })).toEqual({
      status: 'scheduled',
      categoryId: 'c-2',
      q: 'rain',
    });
    expect(hasFilters({ status: '', categoryId: '', q: ' ' })).toBe(false);
    expect(hasFilters({ status: '', categoryId: 'c-1', q: '' })).toBe(true);
  });
});
