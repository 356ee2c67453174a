import { describe, expect, it, vi } from 'vitest';
import { fakeDataClient, fakeRepository } from './fakes.js';
import type { ReviewRepository } from './repositories.js';

describe('fake repositories', () => {
  it('answer a call nobody set up with a refusal, and remember it for assertions', async () => {
    const review = fakeRepository<ReviewRepository>();
    await expect(review.unassign('a1', 'u1')).rejects.toMatchObject({ code: 'internal', message: 'Not expected in this test.' });
    expect(review.unassign).toHaveBeenCalledWith('a1', 'u1');
    expect(review.unassign).toBe(review.unassign);
    expect(review.decide).not.toHaveBeenCalled();
  });

  it('use the methods a test gives', async () => {
    const reviewers = vi.fn(() => Promise.resolve([]));
    const client = fakeDataClient({ review: { reviewers } });
    await expect(client.review.reviewers()).resolves.toEqual([]);
    expect(reviewers).toHaveBeenCalledTimes(1);
  });

  it('turn given methods into mocks, so a test can assert on them too', async () => {
    const client = fakeDataClient({ review: { reviewers: () => Promise.resolve([]) } });
    await client.review.reviewers();
    expect(client.review.reviewers).toHaveBeenCalledTimes(1);
  });

  it('print and serialise without calling anything', () => {
    const client = fakeDataClient();
    expect(JSON.stringify(client.users)).toBe('{}');
  });

  it('can be awaited without hanging: a repository is not a promise', async () => {
    const client = fakeDataClient();
    await expect(Promise.resolve(client.users)).resolves.toBe(client.users);
  });
});
