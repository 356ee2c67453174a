import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, page, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import { mentorsMentorship } from '@sla/portal-kit/mentoring/testing';
import MenteePage from './MenteePage.js';

function install(mentorship: OperationFake<'getMentorship'>) {
  return installFakeApi({ getMentorship: vi.fn(mentorship), listMentorMessages: vi.fn().mockResolvedValue(page([])) });
}

function renderMentee(id = 'ms-1') {
  return render(
    <MemoryRouter initialEntries={[`/admin/mentees/${id}`]}>
      <Routes>
        <Route path="/admin/mentees/:id" element={<MenteePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => signInAs('staff'));

describe('Mentee page', () => {
  it('shows the mentorship from the mentor’s side: the mentee, the thread, tasks and check-ins', async () => {
    const client = install(async () => mentorsMentorship());
    renderMentee('ms-1');
    expect(screen.getByText('Loading the mentorship…')).toBeTruthy();

    const card = (await screen.findByRole('heading', { name: 'Your mentee' })).closest('section') as HTMLElement;
    expect(within(card).getByText('Fatou Diallo')).toBeTruthy();
    expect(await screen.findByLabelText('Message to Fatou Diallo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Agreed tasks' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check-ins' })).toBeTruthy();
    expect(client.getMentorship).toHaveBeenCalledWith({ params: { id: 'ms-1' } });
    expect(client.listMentorMessages).toHaveBeenCalledWith({ params: { id: 'ms-1' }, query: {} });
    expect(screen.getByRole('link', { name: 'Back to your mentees' }).getAttribute('href')).toBe('/admin/mentees');
  });

  it('says "not found" for a mentorship that is not the reader’s (404)', async () => {
    install(async () => {
      throw new DataError('not_found', 'No such mentorship.');
    });
    renderMentee('ms-other');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This mentorship was not found');
    expect(alert.textContent).toContain('you are not this student’s mentor');
  });

  it('shows any other failure with Retry', async () => {
    install(async () => {
      throw new DataError('unavailable', 'The data service is resting.');
    });
    renderMentee();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mentorship could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
