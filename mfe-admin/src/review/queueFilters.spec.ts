import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, NO_FILTERS, queueQueryOf, type QueueFilters } from './queueFilters.js';

const all: QueueFilters = {
  status: 'under_review',
  programId: 'prog-stepup',
  decision: 'none',
  assignedToMe: true,
  search: 'fatou',
  sort: 'score_desc',
};

describe('queue filters', () => {
  it('round-trip through the URL', () => {
    const params = filtersToParams(all);
    expect(params.toString()).toBe('status=under_review&programme=prog-stepup&decision=none&mine=1&q=fatou&sort=score_desc');
    expect(filtersFromParams(params)).toEqual(all);
  });

  it('leave defaults out of the URL and keep other parameters', () => {
    expect(filtersToParams(NO_FILTERS, new URLSearchParams('other=1')).toString()).toBe('other=1');
    expect(filtersToParams({ ...NO_FILTERS, status: 'withdrawn' }, new URLSearchParams('status=decided&q=x')).toString()).toBe(
      'status=withdrawn',
    );
  });

  it('fall back to "any" for unknown values from an edited link', () => {
    expect(filtersFromParams(new URLSearchParams('status=lost&decision=maybe&sort=random&mine=yes'))).toEqual(NO_FILTERS);
    // Drafts never reach the queue: an old link asking for them shows every status.
    expect(filtersFromParams(new URLSearchParams('status=draft'))).toEqual(NO_FILTERS);
  });

  it('become the queue query, always with the sort', () => {
    expect(queueQueryOf(NO_FILTERS)).toEqual({ sort: 'submitted_desc' });
    expect(queueQueryOf(all)).toEqual({
      sort: 'score_desc',
      status: 'under_review',
      programId: 'prog-stepup',
      decision: 'none',
      assignedToMe: '1',
      search: 'fatou',
    });
  });
});
