import { describe, expect, it, vi } from 'vitest';
import { createChangeBus } from './changeBus.js';

const change = { kind: 'post', id: 'p1', action: 'saved', byName: 'Ada', at: '2026-01-01T00:00:00.000Z' } as const;

describe('createChangeBus', () => {
  it('tells every listener until it stops listening', () => {
    const bus = createChangeBus();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = bus.subscribe(first);
    bus.subscribe(second);
    bus.publish(change);
    stopFirst();
    bus.publish({ ...change, id: 'p2' });
    expect(first.mock.calls).toEqual([[change, expect.any(String)]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps telling the others when one listener throws', () => {
    const bus = createChangeBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error('closed');
    });
    bus.subscribe(after);
    bus.publish(change);
    expect(after).toHaveBeenCalledWith(change, expect.any(String));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
