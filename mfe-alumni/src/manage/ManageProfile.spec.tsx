import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type AlumniProfileView } from '@sla/data';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import ManageProfile from '../screens/ManageProfile.js';
import { profileView } from '../directory/testing.js';

const staffView = (overrides: Partial<AlumniProfileView> = {}) =>
  profileView('al-1', 'Amina Odhiambo', { hidden: null, ...overrides });

/** The profile as the service answers staff: null is its 404 (the page reads it as "not found"). */
const answer = (view: AlumniProfileView | null) =>
  view ? Promise.resolve(view) : Promise.reject(new DataError('not_found', 'No such profile.'));

function install(view: AlumniProfileView | null, given: GivenOperations = {}) {
  return installFakeApi({
    getManagedAlumniProfile: vi.fn(() => answer(view)),
    listPublicPrograms: vi.fn(async () => ({
      items: [
        { id: 'prog-1', name: 'StepUp Scholars' },
        { id: 'prog-2', name: 'Dynamerge' },
      ] as never,
    })),
    ...given,
  });
}

function renderPage(uid = 'al-1') {
  return render(
    <MemoryRouter initialEntries={[`/alumni/manage/${uid}`]}>
      <Routes>
        <Route path="/alumni/manage/:uid" element={<ManageProfile />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => signInAs('staff'));
afterEach(() => configureData(null));

describe('staff correcting a profile', () => {
  it('sends what staff may correct, and the private fields empty so they are left alone', async () => {
    const view = staffView({ bio: null, links: null, institution: null });
    const correct = vi.fn(async () => staffView({ bio: null, links: null, institution: null, headline: 'Soil scientist' }));
    const client = install(view, { correctAlumniProfile: correct });
    renderPage();
    const headline = (await screen.findByLabelText('Headline')) as HTMLInputElement;
    // What the alumnus keeps to themself is named, said to be private, and has no control.
    expect(screen.getByText('Private to the alumnus.')).toBeTruthy();
    expect(screen.queryByLabelText('Short bio')).toBeNull();
    expect(screen.queryByLabelText('Institution')).toBeNull();
    expect(screen.queryByText('Link 1 label')).toBeNull();

    fireEvent.change(headline, { target: { value: 'Soil scientist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText(/Corrections saved/)).toBeTruthy();
    expect(client.correctAlumniProfile).toHaveBeenCalledWith({
      params: { uid: 'al-1' },
      body: {
        headline: 'Soil scientist',
        programId: 'prog-1',
        cohortYear: 2022,
        field: 'Biology',
        institution: '',
        country: 'KE',
        city: 'Nairobi',
        bio: '',
        links: [],
        skills: ['Field work', 'R'],
      },
    });
  });

  it('checks with the shared schema first, and shows the service’s refusal beside the field', async () => {
    const correct = vi.fn(async () =>
      Promise.reject(
        new DataError('invalid_input', 'Some fields need attention.', { city: 'Keep the city to 100 characters or fewer.' }),
      ),
    );
    const client = install(staffView(), { correctAlumniProfile: correct });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Year'), { target: { value: '1999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Give the year you finished, from 2010 to next year.')).toBeTruthy();
    expect(client.correctAlumniProfile).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Keep the city to 100 characters or fewer.')).toBeTruthy();
  });
});

describe('staff hiding a profile', () => {
  it('needs a reason, then hides it and shows why', async () => {
    const hide = vi.fn(async () =>
      staffView({ hidden: { at: '2026-11-02T09:00:00.000Z', byName: 'Acting User', reason: 'Fake profile' } }),
    );
    const client = install(staffView(), { hideAlumniProfile: hide });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide from the directory' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
    expect(await screen.findByText('Say why the profile is hidden: its owner reads it.')).toBeTruthy();
    expect(client.hideAlumniProfile).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Fake profile ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide profile' }));
    expect(await screen.findByText(/Reason: Fake profile/)).toBeTruthy();
    expect(client.hideAlumniProfile).toHaveBeenCalledWith({ params: { uid: 'al-1' }, body: { reason: 'Fake profile' } });
    expect(screen.getByText(/Its owner sees the reason/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show in the directory again' })).toBeTruthy();
  });

  it('shows a hidden profile in the directory again', async () => {
    const unhide = vi.fn(async () => staffView());
    const client = install(staffView({ hidden: { at: '2026-11-02T09:00:00.000Z', byName: 'Grace', reason: 'Spam' } }), {
      unhideAlumniProfile: unhide,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show in the directory again' }));
    expect(await screen.findByText('The profile is in the directory again.')).toBeTruthy();
    expect(client.unhideAlumniProfile).toHaveBeenCalledWith({ params: { uid: 'al-1' } });
    expect(screen.getByRole('button', { name: 'Hide from the directory' })).toBeTruthy();
  });
});

describe('a profile staff cannot open', () => {
  it('says it cannot be found', async () => {
    install(null);
    renderPage('gone');
    expect(await screen.findByText(/We could not find that alumnus/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save corrections' })).toBeNull();
  });
});
