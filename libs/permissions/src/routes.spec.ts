import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.js';

describe('matchRoute', () => {
  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('/applicant/applications/new')?.route.pattern).toBe('/applicant/applications/new');
    expect(matchRoute('/content/blog/new')?.route.pattern).toBe('/content/blog/new');
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/admin/applications/a%20b/review')?.params).toEqual({ id: 'a b' });
  });

  it('ignores trailing slashes and rejects extra segments', () => {
    expect(matchRoute('/about/')?.route.pattern).toBe('/about');
    expect(matchRoute('/student/program/extra')).toBeNull();
    expect(matchRoute('/applicant/applications//edit')).toBeNull();
  });
});
