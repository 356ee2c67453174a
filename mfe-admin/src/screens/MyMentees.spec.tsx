import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Mentee } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import { mentee } from '@sla/portal-kit/mentoring/testing';
import MyMentees from './MyMentees.js';

function install(mentees: () => Promise<Mentee[]>) {
  return installFakeApi({ listMentees: vi.fn(async () => ({ items: await mentees() })) });
}

function renderMentees() {
  return render(
    <MemoryRouter initialEntries={['/admin/mentees']}>
      <MyMentees />
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => signInAs('staff'));

describe('My mentees', () => {
  it('lists each mentee with cohort, since when, what is new, open tasks and the last message', async () => {
    install(async () => [
      mentee('ms-1', 'Fatou Diallo', { unreadMessages: 3, openTasks: 2, lastMessageAt: '2027-03-04T12:00:00.000Z' }),
      mentee('ms-2', null, { cohortName: null }),
    ]);
    renderMentees();
    expect(screen.getByText('Loading your mentees…')).toBeTruthy();

    await screen.findByText('Fatou Diallo');
    const row = rowOf('Fatou Diallo');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/admin/mentees/ms-1');
    expect(within(row).getByText('StepUp Scholars 2027')).toBeTruthy();
    expect(within(row).getByText('15 February 2027')).toBeTruthy();
    expect(within(row).getByText('3 new').className).toContain('badge');
    expect(within(row).getByText('2')).toBeTruthy();
    expect(row.querySelector('time[datetime="2027-03-04T12:00:00.000Z"]')).toBeTruthy();
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Cohort',
      'Paired since',
      'Unread messages',
      'Open tasks',
      'Last message',
    ]);

    const other = rowOf('Name not given');
    expect(within(other).getByText('No cohort')).toBeTruthy();
    expect(within(other).getByText('None')).toBeTruthy();
    expect(within(other).getByText('No messages yet')).toBeTruthy();
  });

  it('says when there are no mentees yet', async () => {
    install(async () => []);
    renderMentees();
    expect(await screen.findByText(/You have no mentees yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Retry', async () => {
    const client = install(async () => {
      throw new DataError('unavailable', 'The data service is resting.');
    });
    renderMentees();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your mentees could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');

    client.listMentees.mockResolvedValueOnce({ items: [mentee('ms-1', 'Fatou Diallo')] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fatou Diallo')).toBeTruthy();
  });
});
