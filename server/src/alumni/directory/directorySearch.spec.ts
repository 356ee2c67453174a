// The directory's search and filters read only the audience's generated columns: what a viewer may not see can
// neither match nor be counted. Through the HTTP app, on both backends.
import { beforeEach, expect, it } from 'vitest';
import type { AlumniCard, DirectoryPage } from '@sla/contract';
import { addProgram } from '../../testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumnus, allFields, clearAlumni } from './directoryFixtures.js';

describeOnEachBackend('alumni directory search', (backend) => {
  const service = useTestService(backend);
  let programId = '';

  beforeEach(async () => {
    await clearAlumni(service);
    programId = (await addProgram(service, { slug: 'dynamerge', name: 'Dynamerge' })).id;
    await service.addUser('member', 'alumni');
    await service.addUser('staff-1', 'staff');
    await service.addUser('admin-1', 'admin');
    await addAlumnus(service, 'amina', {
      name: 'Amina Okafor',
      field: 'Biology',
      institution: 'University of Nairobi',
      country: 'KE',
      programId,
      cohortYear: 2021,
      visibility: allFields('alumni'),
    });
    // Field and institution for staff only: members cannot find her by them.
    await addAlumnus(service, 'chidi', {
      name: 'Chidi Eze',
      field: 'Chemistry',
      institution: 'Makerere University',
      country: 'UG',
      visibility: { field: 'staff', institution: 'staff' },
    });
    // Institution for her eyes only: nobody finds her by it, not even staff.
    await addAlumnus(service, 'dora', {
      name: 'Dora Mensah',
      field: 'Physics and astronomy',
      institution: 'Secret Institute',
      visibility: { ...allFields('public'), institution: 'only_me' },
    });
  });

  const search = async (viewer: string, query: Record<string, string>, path = 'directory') => {
    const response = await service.request({
      method: 'GET',
      url: `/api/alumni/${path}?${new URLSearchParams(query)}`,
      headers: service.as(viewer),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DirectoryPage;
  };
  const uids = (page: DirectoryPage) => page.items.map((card: AlumniCard) => card.uid);

  it('finds a member by part of the name, the field or the institution, in any case', async () => {
    expect(uids(await search('member', { q: 'OKAF' }))).toEqual(['amina']);
    expect(uids(await search('member', { q: 'biolog' }))).toEqual(['amina']);
    expect(uids(await search('member', { q: 'nairobi' }))).toEqual(['amina']);
  });

  it('needs every word, each anywhere: "nairobi bio" finds Biology at the University of Nairobi', async () => {
    expect(uids(await search('member', { q: '  nairobi   bio ' }))).toEqual(['amina']);
    expect(uids(await search('member', { q: 'nairobi chem' }))).toEqual([]);
  });

  it('does not match a field shown to staff only for a member, but does for staff and admins', async () => {
    expect(uids(await search('member', { q: 'makerere' }))).toEqual([]);
    expect(uids(await search('member', { q: 'chemistry' }))).toEqual([]);
    expect(uids(await search('staff-1', { q: 'makerere' }, 'manage'))).toEqual(['chidi']);
    expect(uids(await search('admin-1', { q: 'chemistry' }))).toEqual(['chidi']);
  });

  it('never matches an "only me" field, for anyone', async () => {
    for (const [viewer, path] of [
      ['member', 'directory'],
      ['admin-1', 'directory'],
      ['staff-1', 'manage'],
      ['admin-1', 'manage'],
    ] as const) {
      const page = await search(viewer, { q: 'secret' }, path);
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    }
    // She is still found by what she shows.
    expect(uids(await search('member', { q: 'mensah' }))).toEqual(['dora']);
  });

  it('filters only on values shown to the viewer', async () => {
    expect(uids(await search('member', { country: 'UG' }))).toEqual([]);
    expect(uids(await search('staff-1', { country: 'UG' }, 'manage'))).toEqual(['chidi']);
    expect(uids(await search('member', { field: 'Chemistry' }))).toEqual([]);
    expect(uids(await search('member', { programId, year: '2021' }))).toEqual(['amina']);
    expect(uids(await search('member', { year: '2020' }))).toEqual([]);
  });

  it('matches names that start with a search too short for the trigram index', async () => {
    expect(uids(await search('member', { q: 'ch' }))).toEqual(['chidi']);
    expect(uids(await search('member', { q: 'D' }))).toEqual(['dora']);
    // "ka" is inside "Okafor" but begins no name.
    expect(uids(await search('member', { q: 'ka' }))).toEqual([]);
    // With a longer word beside it, a short word must appear anywhere.
    expect(uids(await search('member', { q: 'ok amina' }))).toEqual(['amina']);
  });

  it('takes wildcards and quotes literally', async () => {
    await addAlumnus(service, 'percent', { name: '100% Sure_Thing', visibility: allFields('alumni') });
    expect(uids(await search('member', { q: '100%' }))).toEqual(['percent']);
    expect(uids(await search('member', { q: 'e_t' }))).toEqual(['percent']);
    expect(uids(await search('member', { q: '%%%' }))).toEqual([]);
    expect(uids(await search('member', { q: '___' }))).toEqual([]);
  });

  it('shows each card with only the fields shown to the viewer', async () => {
    const [chidi] = (await search('member', { q: 'chidi' })).items;
    expect(chidi).toMatchObject({ uid: 'chidi', name: 'Chidi Eze', field: null, institution: null, country: null });
    const [asStaff] = (await search('staff-1', { q: 'chidi' }, 'manage')).items;
    expect(asStaff).toMatchObject({ field: 'Chemistry', institution: 'Makerere University', country: 'UG', hidden: null });
    const [dora] = (await search('staff-1', { q: 'dora' }, 'manage')).items;
    expect(dora!.institution).toBeNull();
    expect(JSON.stringify(await search('staff-1', {}, 'manage'))).not.toContain('Secret Institute');
  });
});
