import { describe, expect, it } from 'vitest';
import { ROUTES } from '@sla/permissions';
import { ownerOf } from './owners.js';

describe('ownerOf', () => {
  it('gives every route in the table exactly one owner, by prefix', () => {
    const owners = Object.fromEntries(
      ROUTES.map((r) => [r.pattern, ((o) => (o.kind === 'shell' ? 'shell' : o.portal.project))(ownerOf(r.pattern))]),
    );
    expect(owners['/login']).toBe('shell');
    expect(owners['/dashboard']).toBe('shell');
    expect(owners['/']).toBe('mfe-public');
    expect(owners['/programs/dynamerge']).toBe('mfe-public');
    expect(owners['/applicant/applications/:id/edit']).toBe('mfe-applicant');
    expect(owners['/admin/users']).toBe('mfe-admin');
    expect(owners['/content/categories']).toBe('mfe-content');
    expect(owners['/alumni/stories']).toBe('mfe-alumni');
    expect(owners['/student/mentor']).toBe('mfe-student');
  });

  it('does not give /administer to the admin portal just because it starts alike', () => {
    const owner = ownerOf('/administer');
    expect(owner.kind === 'portal' && owner.portal.project).toBe('mfe-public');
  });
});
