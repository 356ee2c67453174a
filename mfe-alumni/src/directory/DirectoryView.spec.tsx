import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type DirectoryPage } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import { SEARCH_DEBOUNCE_MS } from './DirectorySearch.js';
import { DirectoryView } from './DirectoryView.js';
import { alumniCard, directoryPage } from './testing.js';

/** A list's answer for its query (only the cursor matters to these tests). */
type Loader = (query?: { cursor?: string }) => Promise<DirectoryPage>;

const amina = alumniCard('al-1', 'Amina Odhiambo', { openToMentoring: true });
const kwame = alumniCard('al-2', 'Kwame Mensah', { headline: null, institution: null, city: null, country: 'GH' });

function install(directory: Loader, manage?: Loader) {
  return installFakeApi({
    listAlumniDirectory: vi.fn<OperationFake<'listAlumniDirectory'>>(({ query }) => directory(query)),
    listManagedAlumniProfiles: manage
      ? vi.fn<OperationFake<'listManagedAlumniProfiles'>>(({ query }) => manage(query))
      : undefined,
  });
}

function UrlProbe() {
  return <output data-testid="url">{useLocation().search}</output>;
}
const url = () => screen.getByTestId('url').textContent;

function renderDirectory(entry = '/alumni/directory', audience: 'alumni' | 'staff' = 'alumni') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <DirectoryView audience={audience} />
      <UrlProbe />
    </MemoryRouter>,
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) => Array.from(select(label).options).map((option) => option.text);

beforeEach(() => signInAs('alumni'));
afterEach(() => {
  configureData(null);
  vi.useRealTimers();
});

describe('the directory', () => {
  it('shows the count, the counts of each filter, and cards with only the fields sent', async () => {
    install(async () => directoryPage([amina, kwame], { total: 48 }));
    renderDirectory();
    expect(screen.getByText('Loading alumni…')).toBeTruthy();
    await screen.findByText('Amina Odhiambo');
    expect(screen.getByText('48 alumni').getAttribute('aria-live')).toBe('polite');
    expect(optionTexts('Country')).toEqual(['All countries', 'Kenya (12)', 'Ghana (9)']);
    expect(optionTexts('Programme')).toEqual(['All programmes', 'StepUp Scholars (30)', 'Dynamerge (18)']);
    expect(optionTexts('Year')).toContain('2024 (28)');
    expect(optionTexts('Field')).toContain('Biology (7)');
    expect(screen.getByLabelText('Open to mentoring (14)')).toBeTruthy();

    const aminaCard = screen.getByText('Amina Odhiambo').closest('article') as HTMLElement;
    expect(within(aminaCard).getByRole('link', { name: 'Amina Odhiambo' }).getAttribute('href')).toBe('/alumni/directory/al-1');
    expect(within(aminaCard).getByText('StepUp Scholars · 2022')).toBeTruthy();
    expect(within(aminaCard).getByText('Nairobi, Kenya')).toBeTruthy();
    expect(within(aminaCard).getByText('Open to mentoring')).toBeTruthy();

    // Kwame shows no headline, institution or city: nothing is drawn for them, not even an empty line.
    const kwameCard = screen.getByText('Kwame Mensah').closest('article') as HTMLElement;
    expect(within(kwameCard).queryByText('Research scientist')).toBeNull();
    expect(within(kwameCard).queryByText('University of Nairobi')).toBeNull();
    expect(within(kwameCard).getByText('Ghana')).toBeTruthy();
    expect(within(kwameCard).queryByText('Open to mentoring')).toBeNull();
    expect(kwameCard.querySelectorAll('p').length).toBe(3);
  });

  it('puts each filter into the address and the query', async () => {
    const client = install(async () => directoryPage([amina]));
    renderDirectory();
    await screen.findByText('Amina Odhiambo');
    fireEvent.change(select('Country'), { target: { value: 'KE' } });
    await waitFor(() => expect(url()).toBe('?country=KE'));
    fireEvent.change(select('Field'), { target: { value: 'Biology' } });
    fireEvent.change(select('Year'), { target: { value: '2024' } });
    fireEvent.change(select('Programme'), { target: { value: 'prog-2' } });
    fireEvent.click(screen.getByLabelText(/Open to mentoring/));
    await waitFor(() =>
      expect(new URLSearchParams(url() ?? '').toString()).toBe(
        'country=KE&field=Biology&year=2024&programId=prog-2&openToMentoring=true',
      ),
    );
    await waitFor(() =>
      expect(client.listAlumniDirectory).toHaveBeenLastCalledWith({
        query: {
          programId: 'prog-2',
          year: 2024,
          country: 'KE',
          field: 'Biology',
          openToMentoring: 'true',
        },
      }),
    );
    expect(client.listManagedAlumniProfiles).not.toHaveBeenCalled();
  });

  it('reads a shared link’s filters, and clears them all', async () => {
    const client = install(async () => directoryPage([]));
    renderDirectory('/alumni/directory?q=soil&country=KE&openToMentoring=true&hidden=only');
    expect(await screen.findByText('No alumni match your search and filters.')).toBeTruthy();
    // Members cannot ask for hidden profiles, whatever the address says.
    expect(client.listAlumniDirectory).toHaveBeenCalledWith({ query: { q: 'soil', country: 'KE', openToMentoring: 'true' } });
    expect((screen.getByLabelText('Search alumni') as HTMLInputElement).value).toBe('soil');
    expect(select('Country').value).toBe('KE');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(url()).toBe(''));
    await waitFor(() => expect(client.listAlumniDirectory).toHaveBeenLastCalledWith({ query: {} }));
    expect((screen.getByLabelText('Search alumni') as HTMLInputElement).value).toBe('');
  });

  it('clears the filters from the panel and keeps the search', async () => {
    const client = install(async () => directoryPage([amina]));
    renderDirectory('/alumni/directory?q=soil&country=KE&openToMentoring=true');
    await screen.findByText('Amina Odhiambo');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(url()).toBe('?q=soil'));
    await waitFor(() => expect(client.listAlumniDirectory).toHaveBeenLastCalledWith({ query: { q: 'soil' } }));
    expect((screen.getByLabelText('Search alumni') as HTMLInputElement).value).toBe('soil');
  });

  it('searches a moment after typing stops, and at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = install(async () => directoryPage([amina]));
    renderDirectory();
    await screen.findByText('Amina Odhiambo');
    const box = screen.getByLabelText('Search alumni');
    fireEvent.change(box, { target: { value: 'ami' } });
    fireEvent.change(box, { target: { value: 'amina' } });
    expect(url()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    expect(url()).toBe('?q=amina');
    await waitFor(() => expect(client.listAlumniDirectory).toHaveBeenLastCalledWith({ query: { q: 'amina' } }));
    expect(client.listAlumniDirectory).not.toHaveBeenCalledWith({ query: { q: 'ami' } });

    fireEvent.change(box, { target: { value: 'kwame' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(url()).toBe('?q=kwame');
  });

  it('appends the next page with the cursor on Show more', async () => {
    const client = install(async (query) =>
      query?.cursor === 'c-2' ? directoryPage([kwame], { total: 2 }) : directoryPage([amina], { total: 2, nextCursor: 'c-2' }),
    );
    renderDirectory('/alumni/directory?field=Biology');
    await screen.findByText('Amina Odhiambo');
    expect(screen.getByText('Showing 1 of 2 alumni.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Kwame Mensah');
    expect(screen.getByText('Amina Odhiambo')).toBeTruthy();
    expect(client.listAlumniDirectory).toHaveBeenLastCalledWith({ query: { field: 'Biology', cursor: 'c-2' } });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('Showing 2 of 2 alumni.')).toBeTruthy();
  });

  it('shows the service’s refusal of a search under the search box, not as a failure', async () => {
    install(async () =>
      Promise.reject(new DataError('invalid_input', 'Some fields need attention.', { q: 'Search differently.' })),
    );
    renderDirectory('/alumni/directory?q=x');
    const box = screen.getByLabelText('Search alumni');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Search differently.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('refuses a search that is too long with the service’s words, without asking it', async () => {
    const client = install(async () => directoryPage([]));
    renderDirectory(`/alumni/directory?q=${'a'.repeat(101)}`);
    expect(await screen.findByText('Keep the search to 100 characters or fewer.')).toBeTruthy();
    expect(client.listAlumniDirectory).not.toHaveBeenCalled();
  });

  it('offers Retry when the directory cannot be loaded', async () => {
    let fail = true;
    install(async () => {
      if (fail) throw new DataError('unavailable', 'The service is busy.');
      return directoryPage([amina]);
    });
    renderDirectory();
    expect(await screen.findByText('The service is busy.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Amina Odhiambo')).toBeTruthy();
  });

  it('says so when nobody is listed yet', async () => {
    install(async () => directoryPage([]));
    renderDirectory();
    expect(await screen.findByText('No alumni are listed in the directory yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  });
});

describe('staff’s list of profiles', () => {
  it('loads every profile, filters hidden ones, and shows why one is hidden', async () => {
    signInAs('staff');
    const hidden = alumniCard('al-3', null, {
      hidden: { at: '2026-10-01T09:00:00.000Z', byName: 'Grace Staff', reason: 'Fake profile' },
    });
    const client = install(
      async () => directoryPage([]),
      async () => directoryPage([hidden]),
    );
    renderDirectory('/alumni/manage', 'staff');
    const card = (await screen.findByText('Name not shown')).closest('article') as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/alumni/manage/al-3');
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(within(card).getByText(/Fake profile/)).toBeTruthy();
    fireEvent.change(select('Hidden profiles'), { target: { value: 'only' } });
    await waitFor(() => expect(client.listManagedAlumniProfiles).toHaveBeenLastCalledWith({ query: { hidden: 'only' } }));
    expect(url()).toBe('?hidden=only');
    expect(client.listAlumniDirectory).not.toHaveBeenCalled();
  });
});
