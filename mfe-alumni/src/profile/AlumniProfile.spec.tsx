import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type MyAlumniProfile } from '@sla/data';
import { installFakeApi, type FakeOperations, type GivenOperations } from '@sla/data/fakes';
import { ALUMNI_MESSAGES, type MyProfileInput } from '@sla/contract/schemas';
import { signInAs } from '@sla/portal-kit/testing/links';
import { PROFILE_LEAVE_QUESTION as LEAVE_QUESTION } from './fieldLabels.js';
import { myProfile, programme, renderProfileScreen } from './testing.js';

afterEach(() => configureData(null));

const PROGRAMMES = [programme('p-step', 'StepUp Fellowship'), programme('p-dyn', 'Dynamerge')];

/** The alumni portal's data with this profile; saving answers what was sent, as the service would. */
function serve(profile: MyAlumniProfile, more: GivenOperations = {}): FakeOperations {
  return installFakeApi({
    listPublicPrograms: vi.fn(async () => ({ items: PROGRAMMES })),
    getMyAlumniProfile: vi.fn(async () => profile),
    saveMyAlumniProfile: vi.fn(async ({ body }: { body: MyProfileInput }) => ({ ...profile, ...body, programName: null })),
    ...more,
  });
}

async function openAsAlumnus(profile = myProfile(), more: GivenOperations = {}) {
  signInAs('alumni');
  const client = serve(profile, more);
  renderProfileScreen();
  // By label, not role: role queries walk the long country list and are slow.
  await screen.findByLabelText('Your profile');
  return client;
}

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
// By label, not role: the country list makes role queries slow, and the aria-label is the accessible name.
const picker = (label: string) => screen.getByLabelText(`Who can see your ${label}`) as HTMLSelectElement;
const preview = () => screen.getByLabelText('Preview');
const previewAs = (audience: 'Alumni' | 'Staff' | 'Public') =>
  fireEvent.click(within(preview()).getByRole('radio', { name: audience }));
const save = () => fireEvent.click(screen.getByText('Save profile'));

// A long form (some 250 countries in one list) renders slowly on a busy machine.
describe('the profile editor', { timeout: 15_000 }, () => {
  it('sends what was typed and chosen, checked with the shared schema, and says it is saved', async () => {
    const client = await openAsAlumnus();
    type(/^Headline/, 'Soil scientist at KALRO');
    fireEvent.change(screen.getByLabelText(/^Programme/), { target: { value: 'p-dyn' } });
    type(/^Cohort year/, '2021');
    fireEvent.change(screen.getByLabelText(/^Field/), { target: { value: 'Biology' } });
    type(/^Institution/, '  KALRO  ');
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'KE' } });
    type(/^City/, 'Nairobi');
    type(/^Short bio/, 'I study soils.');
    fireEvent.click(screen.getByText('Add a link'));
    type('Link 1 label', 'Publications');
    type('Link 1 address', 'https://example.org/pubs');
    const skills = screen.getByLabelText(/^Skills/);
    fireEvent.change(skills, { target: { value: 'Soil survey' } });
    fireEvent.keyDown(skills, { key: 'Enter' });
    fireEvent.change(skills, { target: { value: 'GIS, R,' } });
    fireEvent.change(picker('city'), { target: { value: 'public' } });
    fireEvent.change(picker('short bio'), { target: { value: 'only_me' } });
    fireEvent.click(screen.getByLabelText('Open to mentoring students'));
    save();

    expect(await screen.findByText('Saved. Your profile is up to date.')).toBeTruthy();
    expect(client.saveMyAlumniProfile).toHaveBeenCalledTimes(1);
    expect(client.saveMyAlumniProfile.mock.calls[0]![0].body).toEqual({
      headline: 'Soil scientist at KALRO',
      programId: 'p-dyn',
      cohortYear: 2021,
      field: 'Biology',
      institution: 'KALRO',
      country: 'KE',
      city: 'Nairobi',
      bio: 'I study soils.',
      links: [{ label: 'Publications', url: 'https://example.org/pubs' }],
      skills: ['Soil survey', 'GIS', 'R'],
      openToMentoring: true,
      openToMessages: false,
      visibility: {
        name: 'alumni',
        photo: 'staff',
        headline: 'staff',
        programme: 'alumni',
        year: 'alumni',
        field: 'staff',
        institution: 'staff',
        country: 'staff',
        city: 'public',
        bio: 'only_me',
        links: 'staff',
        skills: 'staff',
      },
    });
    // A long form filled in field by field: give it time on a busy machine.
  }, 20_000);

  it('welcomes a new profile with what to do, and not one already filled in', async () => {
    await openAsAlumnus();
    expect(screen.getByText(/Your profile is new/)).toBeTruthy();
    configureData(null);
    document.body.innerHTML = '';
    await openAsAlumnus(myProfile({ headline: 'Chemist' }));
    expect(screen.queryByText(/Your profile is new/)).toBeNull();
  });

  it('offers a named visibility picker beside every field, set to what the profile says', async () => {
    await openAsAlumnus(myProfile({ visibility: { ...myProfile().visibility, country: 'public', city: 'only_me' } }));
    const labels = [
      'name',
      'photo',
      'headline',
      'programme',
      'cohort year',
      'field',
      'institution',
      'country',
      'city',
      'short bio',
      'links',
      'skills',
    ];
    for (const label of labels) expect(picker(label)).toBeTruthy();
    expect(picker('name').value).toBe('alumni');
    expect(picker('country').value).toBe('public');
    expect(picker('city').value).toBe('only_me');
    expect(Array.from(picker('city').options).map((option) => option.textContent)).toEqual([
      'Only me',
      'Staff',
      'Alumni',
      'Public',
    ]);
  });

  it('previews the unsaved form as each audience would see it: only me reaches nobody, staff see what is shown to staff', async () => {
    await openAsAlumnus(
      myProfile({
        headline: 'Epidemiologist',
        city: 'Kisumu',
        institution: 'KEMRI',
        visibility: { ...myProfile().visibility, headline: 'public', city: 'staff', institution: 'alumni' },
      }),
    );
    const card = () => within(preview()).getByRole('article');
    // Alumni by default: the name (alumni) and headline (public) and institution (alumni), not the city (staff).
    expect(within(card()).getByText('Amina Okafor')).toBeTruthy();
    expect(within(card()).getByText('Epidemiologist')).toBeTruthy();
    expect(within(card()).getByText('KEMRI')).toBeTruthy();
    expect(within(card()).queryByText('Kisumu')).toBeNull();

    previewAs('Staff');
    expect(within(card()).getByText('Kisumu')).toBeTruthy();

    // Changed but not saved: the preview follows the form.
    fireEvent.change(picker('city'), { target: { value: 'only_me' } });
    expect(within(card()).queryByText('Kisumu')).toBeNull();

    previewAs('Public');
    expect(within(card()).getByText('Epidemiologist')).toBeTruthy();
    expect(within(card()).queryByText('Amina Okafor')).toBeNull();
    expect(within(card()).queryByText('KEMRI')).toBeNull();
    expect(within(card()).getByText('Name not shown')).toBeTruthy();
  });

  it('warns that a name hidden from alumni keeps the profile out of the directory', async () => {
    await openAsAlumnus();
    expect(within(preview()).queryByText(/cannot find you in the directory/)).toBeNull();
    fireEvent.change(picker('name'), { target: { value: 'staff' } });
    expect(within(preview()).getByText(/cannot find you in the directory/)).toBeTruthy();
  });

  it('shows the schema’s messages beside the fields and in a summary, and sends nothing', async () => {
    const client = await openAsAlumnus();
    type(/^Short bio/, 'x'.repeat(1001));
    type(/^Cohort year/, '20x1');
    fireEvent.click(screen.getByText('Add a link'));
    type('Link 1 label', 'Site');
    type('Link 1 address', 'not an address');
    save();

    const summary = await screen.findByRole('alert', { name: /3 things need fixing/ });
    expect(within(summary).getByRole('link', { name: ALUMNI_MESSAGES.bioTooLong }).getAttribute('href')).toBe('#profile-bio');
    expect(within(summary).getByRole('link', { name: ALUMNI_MESSAGES.year }).getAttribute('href')).toBe('#profile-cohortYear');
    const bio = screen.getByLabelText(/^Short bio/);
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(bio.getAttribute('aria-describedby')).toContain('profile-bio-error');
    expect(document.getElementById('profile-bio-error')?.textContent).toContain(ALUMNI_MESSAGES.bioTooLong);
    expect(screen.getByText('1,001 of 1,000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Link 1 address').getAttribute('aria-invalid')).toBe('true');
    expect(client.saveMyAlumniProfile).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal by the field it names, and its message when it names none', async () => {
    const saveMine = vi
      .fn()
      .mockRejectedValueOnce(new DataError('invalid_input', 'Check the form.', { city: ALUMNI_MESSAGES.cityTooLong }))
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is busy. Please try again.'));
    await openAsAlumnus(myProfile(), { saveMyAlumniProfile: saveMine });
    save();
    expect(await screen.findByRole('link', { name: ALUMNI_MESSAGES.cityTooLong })).toBeTruthy();
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
    save();
    expect(await screen.findByText('The service is busy. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Saved. Your profile is up to date.')).toBeNull();
  });

  it('shows programme and year from a completed cohort without letting them be changed', async () => {
    await openAsAlumnus(myProfile({ fromCohort: true, programId: 'p-step', programName: 'StepUp Fellowship', cohortYear: 2024 }));
    // Shown as text (named by its label), not as a control.
    expect(screen.getByLabelText(/^Programme/).tagName).toBe('P');
    expect(screen.getByLabelText(/^Programme/).textContent).toBe('StepUp Fellowship');
    expect(screen.getByLabelText(/^Cohort year/).tagName).toBe('P');
    expect(screen.getByLabelText(/^Cohort year/).textContent).toBe('2024');
    expect(screen.getByText(/Set from the cohort you completed/)).toBeTruthy();
    // Who may see them is still the alumnus's choice.
    expect(picker('programme')).toBeTruthy();
  });

  it('lets an earlier alumnus choose their programme, keeping theirs when the public list no longer has it', async () => {
    await openAsAlumnus(myProfile({ programId: 'p-old', programName: 'Pilot Cohort', cohortYear: 2016 }));
    const select = screen.getByLabelText(/^Programme/) as HTMLSelectElement;
    expect(select.value).toBe('p-old');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Not given',
      'Dynamerge',
      'Pilot Cohort',
      'StepUp Fellowship',
    ]);
  });

  it('lists countries by name', async () => {
    await openAsAlumnus();
    const names = Array.from((screen.getByLabelText(/^Country/) as HTMLSelectElement).options).map(
      (option) => option.textContent ?? '',
    );
    expect(names).toContain('Kenya');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('removes a skill and a link, and stops at 15 skills', async () => {
    const skills = Array.from({ length: 15 }, (_, index) => `Skill ${index + 1}`);
    await openAsAlumnus(myProfile({ skills, links: [{ label: 'Site', url: 'https://example.org' }] }));
    const input = screen.getByLabelText(/^Skills/) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove skill Skill 3' }));
    expect(screen.queryByText('Skill 3')).toBeNull();
    expect(input.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.queryByLabelText('Link 1 address')).toBeNull();
  });

  it('shows the service’s words when a photo is refused, and the new photo when one is taken', async () => {
    const uploadPhoto = vi
      .fn()
      .mockRejectedValueOnce(new DataError('invalid_input', 'That file is not a PNG, JPEG or WebP picture.'))
      .mockImplementationOnce(async ({ onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
        onProgress?.(0.5);
        return myProfile({ photo: { small: '/api/alumni/photos/ph-2/small.webp', large: '/api/alumni/photos/ph-2/large.webp' } });
      });
    await openAsAlumnus(myProfile(), { uploadMyAlumniPhoto: uploadPhoto });
    const file = new File(['not a picture'], 'cv.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } });
    expect(await screen.findByText('That file is not a PNG, JPEG or WebP picture.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'Amina Okafor' }).map((img) => img.getAttribute('src'))).toContain(
        '/api/alumni/photos/ph-2/large.webp',
      ),
    );
    expect(uploadPhoto).toHaveBeenCalledWith({ file, onProgress: expect.any(Function) });
    expect(screen.getByText('Your new photo is saved.')).toBeTruthy();
  });

  it('tells the owner plainly that staff hid the profile, and why', async () => {
    await openAsAlumnus(
      myProfile({ hidden: { at: '2026-11-02T09:00:00.000Z', byName: 'Grace Mwangi', reason: 'The links point to an advert.' } }),
    );
    const panel = screen.getByLabelText('Your profile is hidden from the directory');
    expect(within(panel).getByText(/Grace Mwangi took it out of the alumni directory/)).toBeTruthy();
    expect(within(panel).getByText('The links point to an advert.')).toBeTruthy();
    expect(within(panel).getByText(/contact the alumni team/)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    await openAsAlumnus();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    type(/^Headline/, 'Changed');
    fireEvent.click(screen.getByText('Overview'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    save();
    await screen.findByText('Saved. Your profile is up to date.');
    // The guard stops listening in an effect after that render; on a busy machine the text can be found first.
    await act(async () => {});
    fireEvent.click(screen.getByText('Overview'));
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });

  it('says when the profile cannot be loaded, with Retry', async () => {
    signInAs('alumni');
    const mine = vi
      .fn()
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is down.'))
      .mockResolvedValue(myProfile());
    serve(myProfile(), { getMyAlumniProfile: mine });
    renderProfileScreen();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The service is down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Your profile' })).toBeTruthy();
  });
});

describe('staff and admins on /alumni/profile', () => {
  it.each(['staff', 'admin'] as const)('%s are told profiles belong to alumni and shown where they manage them', async (role) => {
    signInAs(role);
    const client = serve(myProfile());
    renderProfileScreen();
    const panel = screen.getByRole('region', { name: 'Profiles belong to alumni' });
    expect(within(panel).getByRole('link', { name: 'Alumni profiles' }).getAttribute('href')).toBe('/alumni/manage');
    expect(screen.queryByRole('form')).toBeNull();
    expect(client.getMyAlumniProfile).not.toHaveBeenCalled();
  });

  it('an alumnus the service says has no profile gets the same panel, not an error', async () => {
    signInAs('alumni');
    serve(myProfile(), {
      getMyAlumniProfile: vi.fn(async () => Promise.reject(new DataError('not_found', ALUMNI_MESSAGES.noProfile))),
    });
    renderProfileScreen();
    expect(await screen.findByRole('region', { name: 'Profiles belong to alumni' })).toBeTruthy();
    // An alumnus may not open /alumni/manage: no link to it.
    expect(screen.queryByRole('link', { name: 'Alumni profiles' })).toBeNull();
  });
});
