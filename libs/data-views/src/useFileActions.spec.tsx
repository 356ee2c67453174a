import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { deferred } from '@sla/data/fakes';
import { useFileActions } from './useFileActions.js';

const notes = { id: 'f-1', name: 'notes.pdf' };

describe('useFileActions', () => {
  // jsdom has no object URLs: the download puts fakes in, and they go again after each test.
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => Object.assign(URL, objectUrls));

  it('says which file is busy until its work is done, and ignores it again meanwhile', async () => {
    const { result } = renderHook(() => useFileActions());
    const work = deferred<void>();
    const again = vi.fn(() => Promise.resolve());
    act(() => result.current.run(notes, () => work.promise));
    expect(result.current.busy).toBe('f-1');
    act(() => result.current.run(notes, again));
    expect(again).not.toHaveBeenCalled();
    await act(async () => work.resolve());
    expect(result.current.busy).toBeNull();
    expect(result.current.problem).toBeNull();
  });

  it('words a failure as asked, and clears it when the next try starts', async () => {
    const { result } = renderHook(() => useFileActions((file, message) => `${file.name} could not be downloaded. ${message}`));
    await act(async () => result.current.run(notes, () => Promise.reject(new DataError('not_found', 'It is gone.'))));
    expect(result.current.problem).toBe('notes.pdf could not be downloaded. It is gone.');
    const work = deferred<void>();
    act(() => result.current.run(notes, () => work.promise));
    expect(result.current.problem).toBeNull();
    await act(async () => work.resolve());
  });

  it('saves a downloaded file under its own name', async () => {
    const createObjectURL = vi.fn(() => 'blob:notes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { result } = renderHook(() => useFileActions());
    await act(async () => result.current.download(notes, () => Promise.resolve(new Blob(['%PDF']))));
    expect(saved).toEqual(['notes.pdf']);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});
