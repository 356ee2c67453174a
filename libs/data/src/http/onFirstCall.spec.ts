import { describe, expect, it, vi } from 'vitest';
import { isDataError } from '@sla/contract';
import { onFirstCall, withDeclarations } from './onFirstCall.js';

describe('onFirstCall', () => {
  it('loads once and keeps what it loaded', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = onFirstCall(load);
    expect(await module()).toEqual({ answer: 42 });
    expect(await module()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failed download as an unreachable server, and tries again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('loaded');
    const module = onFirstCall(load);
    const failure = await module().catch((error: unknown) => error);
    expect(isDataError(failure) && failure.code).toBe('unavailable');
    expect(await module()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withDeclarations', () => {
  it('runs each use with the module, loaded once by the first', async () => {
    const load = vi.fn(async () => ({ listThings: 'the declaration' }));
    const declared = withDeclarations(load);
    const uses = await Promise.all([declared(async (m) => `a ${m.listThings}`), declared(async (m) => `b ${m.listThings}`)]);
    expect(uses).toEqual(['a the declaration', 'b the declaration']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
