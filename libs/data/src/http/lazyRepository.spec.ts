import { describe, expect, it, vi } from 'vitest';
import { lazyRepository } from './lazyRepository.js';

interface Example {
  get(id: string): Promise<string>;
  versions: { list(id: string): Promise<number[]> };
}

describe('lazyRepository', () => {
  it('loads the repository on the first call only, then calls the method with its arguments', async () => {
    const real: Example = {
      get: async (id) => `post ${id}`,
      versions: { list: async (id) => (id === 'p1' ? [2, 1] : []) },
    };
    const load = vi.fn(async () => real);
    const repository = lazyRepository<Example>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(repository.get('p1')).resolves.toBe('post p1');
    await expect(repository.versions.list('p1')).resolves.toEqual([2, 1]);
    expect(load).toHaveBeenCalledTimes(2); // the caller caches; this wrapper asks each time
  });

  it('calls a method with its own object as `this`', async () => {
    const real = {
      prefix: 'v',
      versions: {
        base: 'n',
        async list(this: { base: string }) {
          return [this.base];
        },
      },
    };
    const repository = lazyRepository(async () => real);
    await expect(repository.versions.list()).resolves.toEqual(['n']);
  });

  it('is not a promise, and reports a failed download where the call is awaited', async () => {
    const repository = lazyRepository<Example>(() => Promise.reject(new Error('offline')));
    expect((repository as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(repository.get('p1')).rejects.toThrow('offline');
  });

  it('names a member that is not a method', async () => {
    const repository = lazyRepository<{ count: number } & object>(async () => ({ count: 3 }));
    await expect((repository as unknown as { count: () => Promise<number> }).count()).rejects.toThrow('count is not a method');
  });
});
