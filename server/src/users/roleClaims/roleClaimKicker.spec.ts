import { describe, expect, it, vi } from 'vitest';
import { createRoleChangeBus } from '../../account/live/roleChangeBus.js';
import { createRoleClaimKicker } from './roleClaimKicker.js';

describe('createRoleClaimKicker', () => {
  it('pushes the change at once while no claim sync listens, and asks the sync to run instead once one does', () => {
    const bus = createRoleChangeBus();
    const heard = vi.fn();
    bus.subscribe('ada', heard);
    const kicker = createRoleClaimKicker(bus);
    kicker.changed('ada', 'student');
    expect(heard.mock.calls).toEqual([['student', expect.any(String)]]);

    const runNow = vi.fn();
    const detach = kicker.attach(runNow);
    kicker.changed('ada', 'alumni');
    expect(runNow).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);

    detach();
    kicker.changed('ada', 'staff');
    expect(runNow).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls.at(-1)).toEqual(['staff', expect.any(String)]);
  });

  it('keeps a newer sync attached when an older one detaches', () => {
    const kicker = createRoleClaimKicker(createRoleChangeBus());
    const older = vi.fn();
    const newer = vi.fn();
    const detachOlder = kicker.attach(older);
    kicker.attach(newer);
    detachOlder();
    kicker.changed('ada', 'student');
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
  });
});
