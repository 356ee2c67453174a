import { afterEach, describe, expect, it } from 'vitest';
import { stillAt } from './stillAt.js';

describe('stillAt', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('reads the address inside the language prefix, as the router does', () => {
    window.history.replaceState({}, '', '/fr/admin/applications?programme=p1');
    expect(stillAt('/admin/applications')).toBe(true);
    window.history.replaceState({}, '', '/admin/applications');
    expect(stillAt('/admin/applications')).toBe(true);
  });

  it('is false once the person has moved to another screen', () => {
    window.history.replaceState({}, '', '/fr/admin/applications/app-1');
    expect(stillAt('/admin/applications')).toBe(false);
    window.history.replaceState({}, '', '/admin');
    expect(stillAt('/admin/applications')).toBe(false);
  });
});
