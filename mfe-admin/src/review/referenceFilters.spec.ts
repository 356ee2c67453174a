import { describe, expect, it } from 'vitest';
import { referenceFiltersFromParams, referenceFiltersToParams, referenceQueryOf } from './referenceFilters.js';

describe('reference request filters in the URL', () => {
  it('reads the programme and a known status', () => {
    expect(referenceFiltersFromParams(new URLSearchParams('programme=prog-1&status=overdue'))).toEqual({
      programId: 'prog-1',
      status: 'overdue',
    });
  });

  it('falls back to "any" for an unknown status and to nothing for a missing programme', () => {
    expect(referenceFiltersFromParams(new URLSearchParams('status=replaced'))).toEqual({ programId: '', status: '' });
  });

  it('writes only what is chosen and keeps other parameters', () => {
    const params = referenceFiltersToParams({ programId: 'prog-1', status: '' }, new URLSearchParams('status=received&x=1'));
    expect(params.toString()).toBe('x=1&programme=prog-1');
  });

  it('asks the service for one programme, with the status only when one is chosen', () => {
    expect(referenceQueryOf('prog-1', '')).toEqual({ programId: 'prog-1' });
    expect(referenceQueryOf('prog-1', 'received')).toEqual({ programId: 'prog-1', status: 'received' });
  });
});
