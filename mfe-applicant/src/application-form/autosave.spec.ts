import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Answers, type Application } from '@sla/data';
import { deferred } from '../testing/fakeData.js';
import { application } from '../testing/fixtures.js';
import { Autosave, type AutosaveOptions } from './autosave.js';

function setUp(save: AutosaveOptions['save']) {
  const copies: (Answers | null)[] = [];
  const autosave = new Autosave({ save, keepCopy: (unsaved) => copies.push(unsaved) });
  autosave.attach();
  return { autosave, copies };
}

describe('Autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the changes of one pause in typing in one call', async () => {
    const save = vi.fn(async () => application());
    const { autosave } = setUp(save);
    autosave.change('name', 'A');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('name', 'Amani');
    autosave.change('school', 'Moi Girls');
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ name: 'Amani', school: 'Moi Girls' });
    expect(autosave.getState().kind).toBe('saved');
  });

  it('keeps a value typed while a save was on its way, and saves it next', async () => {
    const first = deferred<Application>();
    const save = vi.fn<AutosaveOptions['save']>().mockReturnValueOnce(first.promise).mockResolvedValue(application());
    const { autosave, copies } = setUp(save);
    autosave.change('name', 'Ama');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('name', 'Amani');
    first.resolve(application());
    await vi.advanceTimersByTimeAsync(0);

    expect(autosave.hasUnsaved).toBe(true);
    expect(copies.at(-1)).toEqual({ name: 'Amani' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ name: 'Amani' });
    expect(autosave.hasUnsaved).toBe(false);
    expect(copies.at(-1)).toBeNull();
  });

  it('flush waits for a save on its way, then sends what is left, and says whether all is saved', async () => {
    const first = deferred<Application>();
    const save = vi.fn<AutosaveOptions['save']>().mockReturnValueOnce(first.promise).mockResolvedValue(application());
    const { autosave } = setUp(save);
    autosave.change('name', 'Ama');
    const saving = autosave.flush();
    autosave.change('school', 'Moi');
    const both = autosave.flush();
    first.resolve(application());
    await expect(saving).resolves.toBe(false);
    await expect(both).resolves.toBe(true);
    expect(save.mock.calls).toEqual([[{ name: 'Ama' }], [{ school: 'Moi' }]]);
  });

  it('waits longer after each failure, and as long as the server asks when it is busy', async () => {
    const save = vi
      .fn<AutosaveOptions['save']>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Down.'))
      .mockRejectedValueOnce(new DataError('internal', 'Oops.'))
      .mockRejectedValueOnce(new DataError('rate_limited', 'Slow down.', {}, { retryAfterSeconds: 20 }))
      .mockResolvedValue(application());
    const { autosave } = setUp(save);
    autosave.change('name', 'Amani');
    await vi.advanceTimersByTimeAsync(800);
    expect(autosave.getState()).toEqual({ kind: 'retrying', message: 'Down.' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(4);
    expect(autosave.getState().kind).toBe('saved');
  });

  it('stops retrying when the server refuses the answers themselves, until something changes', async () => {
    const save = vi
      .fn<AutosaveOptions['save']>()
      .mockRejectedValueOnce(new DataError('conflict', 'This application has been submitted and can no longer be changed.'))
      .mockResolvedValue(application());
    const { autosave } = setUp(save);
    autosave.change('name', 'Amani');
    await vi.advanceTimersByTimeAsync(800);
    expect(autosave.getState()).toEqual({
      kind: 'failed',
      message: 'This application has been submitted and can no longer be changed.',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    autosave.change('name', 'Amani N');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ name: 'Amani N' });
  });

  it('saves once more when detached, and schedules nothing after', async () => {
    const save = vi.fn<AutosaveOptions['save']>().mockRejectedValue(new DataError('unavailable', 'Down.'));
    const { autosave, copies } = setUp(save);
    autosave.change('name', 'Amani');
    autosave.detach();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    // The local copy is what is left to restore from.
    expect(copies.at(-1)).toEqual({ name: 'Amani' });
  });

  it('saves answers restored from this device soon after the form opens', async () => {
    const save = vi.fn(async () => application());
    const autosave = new Autosave({ save, keepCopy: () => {}, unsaved: { name: 'Restored' } });
    autosave.attach();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledExactlyOnceWith({ name: 'Restored' });
  });

  it('saves when the page is hidden or closed', async () => {
    const save = vi.fn(async () => application());
    const { autosave } = setUp(save);
    autosave.change('name', 'Amani');
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1);
    autosave.detach();
  });
});
