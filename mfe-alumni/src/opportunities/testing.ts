import { identityStore } from '@sla/auth';
import type { OpportunitySummary, OpportunityView } from '@sla/data';
import type { Role } from '@sla/permissions';

/** Makes the shared identity say `role` is signed in, as the shell's session would. */
export function signInAs(role: Role) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'acting@example.org', displayName: 'Acting User' },
    role,
    lookupFailed: false,
  });
}

export function summary(fields: Partial<OpportunitySummary> = {}): OpportunitySummary {
  return {
    id: 'o-1',
    kind: 'scholarship',
    title: 'MSc scholarship in plant genomics',
    organisation: 'University of Nairobi',
    location: 'Nairobi',
    remote: false,
    deadline: '2027-03-31',
    fields: ['Biology'],
    countries: ['KE'],
    posterName: 'Wanjiru Otieno',
    postedAt: '2027-03-01T09:00:00.000Z',
    state: 'open',
    ...fields,
  };
}

export function view(fields: Partial<OpportunityView> = {}): OpportunityView {
  return {
    ...summary(fields),
    applyUrl: 'https://example.org/apply',
    howToApply: '',
    details: 'Two **funded** years.',
    detailsHtml: '<p>Two <strong>funded</strong> years.</p>',
    mine: false,
    hiddenReason: null,
    updatedAt: '2027-03-01T09:00:00.000Z',
    ...fields,
  };
}
