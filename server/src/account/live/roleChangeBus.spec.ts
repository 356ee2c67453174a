import { describe, expect, it, vi } from 'vitest';
import { createRoleChangeBus } from './roleChangeBus.js';

describe('createRoleChangeBus', () => {
  it("tells each user's listeners of their own changes only, until they stop listening", () => {
    const bus = createRoleChangeBus();
    const adaFirst = vi.fn();
    const adaSecond = vi.fn();
    const bo = vi.fn();
    const stopFirst = bus.subscribe('ada', adaFirst);
    bus.subscribe('ada', adaSecond);
    bus.subscribe('bo', bo);
    bus.publish('ada', 'student');
    stopFirst();
    bus.publish('ada', null);
    expect(adaFirst.mock.calls).toEqual([['student', expect.any(String)]]);
    expect(adaSecond.mock.calls.map(([role]) => role)).toEqual(['student', null]);
    expect(bo).not.toHaveBeenCalled();
    bus.publish('bo', 'alumni');
    expect(bo.mock.calls).toEqual([['alumni', expect.any(String)]]);
  });

  it('keeps telling the others when one listener throws', () => {
    const bus = createRoleChangeBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.subscribe('ada', () => {
      throw new Error('closed');
    });
    bus.subscribe('ada', after);
    bus.publish('ada', 'staff');
    expect(after).toHaveBeenCalledWith('staff', expect.any(String));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a user listen again after their last listener left', () => {
    const bus = createRoleChangeBus();
    bus.subscribe('ada', vi.fn())();
    const again = vi.fn();
    const stop = bus.subscribe('ada', again);
    stop();
    stop();
    bus.publish('ada', 'admin');
    expect(again).not.toHaveBeenCalled();
    const third = vi.fn();
    bus.subscribe('ada', third);
    bus.publish('ada', 'admin');
    expect(third).toHaveBeenCalledWith('admin', expect.any(String));
  });
});
