import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type AlumniReport } from '@sla/data';
import { installFakeApi, page } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import ManageProfiles from '../screens/ManageProfiles.js';
import { alumniCard, directoryPage } from '../directory/testing.js';

const report = (overrides: Partial<AlumniReport> = {}): AlumniReport => ({
  id: 'rep-1',
  reporterUid: 'al-9',
  reporterName: 'Fatou Diallo',
  reportedUid: 'al-2',
  reportedName: 'Kwame Mensah',
  reason: 'harassment',
  details: 'Writes every night.',
  quotedMessage: 'Answer me now.',
  createdAt: '2026-11-01T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  ...overrides,
});

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ManageProfiles />
    </MemoryRouter>,
  );
}

beforeEach(() => signInAs('staff'));
afterEach(() => configureData(null));

describe('staff’s profiles screen', () => {
  it('lists every profile with staff’s loader, each leading to its manage page', async () => {
    const client = installFakeApi({
      listManagedAlumniProfiles: vi.fn(async () => directoryPage([alumniCard('al-1', 'Amina Odhiambo')])),
    });
    renderAt('/alumni/manage');
    const link = await screen.findByRole('link', { name: 'Amina Odhiambo' });
    expect(link.getAttribute('href')).toBe('/alumni/manage/al-1');
    expect(screen.getByLabelText('Hidden profiles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All profiles' }).getAttribute('aria-current')).toBe('page');
    expect(client.listAlumniDirectory).not.toHaveBeenCalled();
  });

  it('lists open reports with who, why, the message, and marks one resolved', async () => {
    const resolveReport = vi.fn(async () => report({ resolvedAt: '2026-11-02T10:00:00.000Z', resolvedByName: 'Acting User' }));
    const client = installFakeApi({ listAlumniReports: vi.fn(async () => page([report()])), resolveAlumniReport: resolveReport });
    renderAt('/alumni/manage?view=reports');
    const item = (await screen.findByRole('link', { name: 'Kwame Mensah' })).closest('article') as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Kwame Mensah' }).getAttribute('href')).toBe('/alumni/manage/al-2');
    expect(within(item).getByText(/Harassment or bullying/)).toBeTruthy();
    expect(within(item).getByText(/Reported by Fatou Diallo/)).toBeTruthy();
    expect(within(item).getByText('Writes every night.')).toBeTruthy();
    expect(within(item).getByText('Answer me now.').tagName).toBe('BLOCKQUOTE');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01T10:00:00.000Z');

    fireEvent.click(within(item).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(item).findByText(/Resolved by Acting User/)).toBeTruthy();
    expect(client.resolveAlumniReport).toHaveBeenCalledWith({ params: { id: 'rep-1' } });
    expect(within(item).queryByRole('button', { name: 'Mark resolved' })).toBeNull();
    expect(client.listManagedAlumniProfiles).not.toHaveBeenCalled();
  });

  it('says when there are no open reports, and offers Retry when they cannot be loaded', async () => {
    installFakeApi({ listAlumniReports: vi.fn(async () => page([])) });
    const { unmount } = renderAt('/alumni/manage?view=reports');
    expect(await screen.findByText(/No open reports/)).toBeTruthy();
    unmount();
    installFakeApi({ listAlumniReports: vi.fn(async () => Promise.reject(new DataError('unavailable', 'Busy.'))) });
    renderAt('/alumni/manage?view=reports');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
