import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '@sla/auth';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import { DataError } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { MemoryRouter } from '@sla/router';
import { SiteProvider } from '@sla/ui';
import Giving from './Giving.js';

function open() {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ama@example.org', displayName: 'Ama' },
    role: 'alumni',
    lookupFailed: false,
  });
  return render(
    <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
      <MemoryRouter initialEntries={['/giving']}>
        <Giving />
      </MemoryRouter>
    </SiteProvider>,
  );
}

describe('the signed-in giving page', () => {
  afterEach(() => identityStore.set({ status: 'loading' }));

  it('asks an account whose address is not confirmed to confirm it, and offers the link by e-mail instead', async () => {
    installFakeApi({
      getMyGiving: vi
        .fn<OperationFake<'getMyGiving'>>()
        .mockRejectedValue(new DataError('forbidden', GIVING_HISTORY_MESSAGES.confirmAddress)),
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(GIVING_HISTORY_MESSAGES.confirmAddress);
    expect(screen.getByRole('button', { name: 'Send me the link' })).toBeTruthy();
    expect(screen.queryByText(/Sign in to see your giving history/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
