// The directory's counts, pages and hidden profiles, on a small random-looking network: every figure the service
// gives is checked against one worked out here from the same profiles, as the viewer's audience may see them.
import { beforeEach, expect, it } from 'vitest';
import { ALUMNI_FIELDS, CURSOR_INVALID, fieldShownTo } from '@sla/contract/schemas';
import type { DirectoryPage, FacetCount, ProfileVisibility } from '@sla/contract';
import { addProgram } from '../../testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumnus, clearAlumni } from './directoryFixtures.js';

const LEVELS: ProfileVisibility[] = ['only_me', 'staff', 'alumni', 'public'];
const COUNTRIES = ['KE', 'NG', 'GH'];
const FIELDS = ALUMNI_FIELDS.slice(0, 3);

interface Person {
  uid: string;
  name: string;
  programme: string;
  year: number;
  country: string;
  field: string;
  open: boolean;
  /** One level for all four filterable fields and another for the name, so some are unnamed or unlisted. */
  nameLevel: ProfileVisibility;
  level: ProfileVisibility;
  hidden: boolean;
}

describeOnEachBackend('alumni directory counts, pages and hidden profiles', (backend) => {
  const service = useTestService(backend);
  const people: Person[] = [];
  const programmes: { id: string; name: string }[] = [];

  beforeEach(async () => {
    await clearAlumni(service);
    people.length = 0;
    programmes.length = 0;
    for (const name of ['Dynamerge', 'StepUp']) programmes.push(await addProgram(service, { slug: name.toLowerCase(), name }));
    await service.addUser('member', 'alumni');
    await service.addUser('staff-1', 'staff');
    await service.addUser('hider', 'staff', { displayName: 'Hilda Staff' });
    for (let i = 0; i < 40; i += 1) {
      const person: Person = {
        uid: `alumnus-${String(i).padStart(2, '0')}`,
        // Three people share each name, so paging must break ties by uid.
        name: `Person ${String.fromCharCode(65 + Math.floor(i / 3))}`,
        programme: programmes[i % 2]!.id,
        year: 2019 + (i % 4),
        country: COUNTRIES[i % 3]!,
        field: FIELDS[(i * 7) % 3]!,
        open: i % 5 < 2,
        nameLevel: i % 11 === 3 ? 'only_me' : i % 13 === 4 ? 'staff' : 'alumni',
        level: LEVELS[(i * 3) % 4]!,
        hidden: i % 17 === 5,
      };
      people.push(person);
      await addAlumnus(service, person.uid, {
        name: person.name,
        programId: person.programme,
        cohortYear: person.year,
        country: person.country,
        field: person.field,
        openToMentoring: person.open,
        visibility: {
          name: person.nameLevel,
          programme: person.level,
          year: person.level,
          country: person.level,
          field: person.level,
        },
        ...(person.hidden ? { hiddenAt: new Date(Date.UTC(2026, 0, 2)), hiddenBy: 'hider', hiddenReason: 'Duplicate.' } : {}),
      });
    }
  });

  const get = async (viewer: string, path: string, query: Record<string, string> = {}) =>
    service.request({ method: 'GET', url: `/api/alumni/${path}?${new URLSearchParams(query)}`, headers: service.as(viewer) });
  const page = async (viewer: string, path: string, query: Record<string, string> = {}) => {
    const response = await get(viewer, path, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DirectoryPage;
  };

  /** The facet counts a viewer should get, worked out from `people`. */
  function expectedFacets(audience: 'alumni' | 'staff', listed: Person[], filters: Record<string, string>) {
    const shown = (person: Person) => fieldShownTo(person.level, audience);
    const value = {
      programme: (p: Person) => (shown(p) ? p.programme : null),
      year: (p: Person) => (shown(p) ? String(p.year) : null),
      country: (p: Person) => (shown(p) ? p.country : null),
      field: (p: Person) => (shown(p) ? p.field : null),
    };
    const wanted: Record<keyof typeof value, string | undefined> = {
      programme: filters.programId,
      year: filters.year,
      country: filters.country,
      field: filters.field,
    };
    const passes = (p: Person, except?: string) =>
      (Object.keys(value) as (keyof typeof value)[]).every((k) => k === except || !wanted[k] || value[k](p) === wanted[k]) &&
      (except === 'mentoring' || filters.openToMentoring !== 'true' || p.open);
    const countsOf = (facet: keyof typeof value) => {
      const counts = new Map<string, number>();
      for (const p of listed.filter((p) => passes(p, facet))) {
        const v = value[facet](p);
        if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      return Object.fromEntries(counts);
    };
    const results = listed.filter((p) => passes(p));
    return {
      total: results.length,
      open: results.filter((p) => p.open).length,
      programme: countsOf('programme'),
      year: countsOf('year'),
      country: countsOf('country'),
      field: countsOf('field'),
      uids: results.map((p) => p.uid),
    };
  }
  const asMap = (facets: FacetCount[]) => Object.fromEntries(facets.map((f) => [f.value, f.count]));

  const membersList = () => people.filter((p) => fieldShownTo(p.nameLevel, 'alumni') && !p.hidden);
  const FILTER_CASES: Record<string, string>[] = [
    {},
    { country: 'KE' },
    { year: '2020', field: FIELDS[0]! },
    { country: 'NG', openToMentoring: 'true' },
    { programId: 'PROGRAMME', year: '2021', country: 'GH', field: FIELDS[1]! },
  ];

  it.each(FILTER_CASES)('counts what members may see, each filter counted with the others applied: %o', async (raw) => {
    const filters = raw.programId ? { ...raw, programId: programmes[1]!.id } : raw;
    const got = await page('member', 'directory', { ...filters, limit: '100' });
    const want = expectedFacets('alumni', membersList(), filters);
    expect(got.total).toBe(want.total);
    expect(got.facets.openToMentoring).toBe(want.open);
    expect(asMap(got.facets.programmes)).toEqual(want.programme);
    expect(asMap(got.facets.years)).toEqual(want.year);
    expect(asMap(got.facets.countries)).toEqual(want.country);
    expect(asMap(got.facets.fields)).toEqual(want.field);
    expect(got.items.map((card) => card.uid).sort()).toEqual(want.uids.sort());
  });

  it('counts what staff may see, hidden profiles only when asked', async () => {
    const all = await page('staff-1', 'manage', { hidden: 'include', country: 'KE', limit: '100' });
    const want = expectedFacets('staff', people, { country: 'KE' });
    expect(all.total).toBe(want.total);
    expect(asMap(all.facets.countries)).toEqual(want.country);
    expect(asMap(all.facets.years)).toEqual(want.year);
    const visible = await page('staff-1', 'manage', { limit: '100' });
    expect(visible.total).toBe(people.filter((p) => !p.hidden).length);
    const hidden = await page('staff-1', 'manage', { hidden: 'only' });
    expect(hidden.items.map((card) => card.uid).sort()).toEqual(people.filter((p) => p.hidden).map((p) => p.uid));
    expect(hidden.items[0]!.hidden).toEqual({ at: '2026-01-02T00:00:00.000Z', byName: 'Hilda Staff', reason: 'Duplicate.' });
  });

  it('labels programmes and countries by name and sorts values by count, then label', async () => {
    const { facets } = await page('staff-1', 'manage', { hidden: 'include' });
    expect(facets.programmes.map((f) => f.label).sort()).toEqual(['Dynamerge', 'StepUp']);
    const kenya = facets.countries.find((f) => f.value === 'KE');
    expect(kenya?.label).toBe('Kenya');
    for (const list of [facets.programmes, facets.years, facets.countries, facets.fields])
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1]!, list[i]!];
        expect(a.count > b.count || (a.count === b.count && a.label.localeCompare(b.label, 'en') <= 0)).toBe(true);
      }
  });

  it('leaves hidden and unnamed profiles out of the members’ directory', async () => {
    const { items } = await page('member', 'directory', { limit: '100', hidden: 'include' });
    const listed = new Set(items.map((card) => card.uid));
    for (const person of people)
      expect(listed.has(person.uid), person.uid).toBe(fieldShownTo(person.nameLevel, 'alumni') && !person.hidden);
    expect(items.every((card) => card.hidden === undefined)).toBe(true);
  });

  for (const [viewer, path, query] of [
    ['member', 'directory', {}],
    ['staff-1', 'manage', { hidden: 'include' }],
    ['member', 'directory', { country: 'KE' }],
  ] as const) {
    it(`walks every profile once, in name order, with ties broken by uid (${path} ${JSON.stringify(query)})`, async () => {
      const seen: { uid: string; name: string | null }[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const got: DirectoryPage = await page(viewer, path, { ...query, limit: '4', ...(cursor ? { cursor } : {}) });
        seen.push(...got.items.map((card) => ({ uid: card.uid, name: card.name })));
        cursor = got.nextCursor;
        pages += 1;
      } while (cursor && pages < 50);
      const whole = await page(viewer, path, { ...query, limit: '100' });
      expect(seen.length).toBe(whole.total);
      expect(new Set(seen.map((card) => card.uid)).size).toBe(seen.length);
      expect(seen).toEqual(whole.items.map((card) => ({ uid: card.uid, name: card.name })));
      // Named first, by name then uid; staff's unnamed profiles (name "only me") last.
      const named = seen.filter((card) => card.name !== null);
      expect(seen.slice(0, named.length)).toEqual(named);
      expect(named).toEqual([...named].sort((a, b) => (a.name! < b.name! ? -1 : a.name! > b.name! ? 1 : a.uid < b.uid ? -1 : 1)));
    });
  }

  it('shows staff an "only me" name as no name, never the name', async () => {
    const { items } = await page('staff-1', 'manage', { hidden: 'include', limit: '100' });
    const unnamed = people.filter((p) => p.nameLevel === 'only_me');
    expect(unnamed.length).toBeGreaterThan(0);
    for (const person of unnamed) expect(items.find((card) => card.uid === person.uid)?.name).toBeNull();
  });

  it('answers a forged or stale page link with a 400 in words', async () => {
    for (const cursor of ['nonsense', Buffer.from('u|nobody').toString('base64url'), 'x'.repeat(201)]) {
      const response = await get('member', 'directory', { cursor });
      expect(response.statusCode, cursor).toBe(400);
      expect(JSON.stringify(response.json())).toContain(CURSOR_INVALID);
    }
  });

  it('refuses a page size beyond 100 and bad filters with a 400 in words', async () => {
    const queries: Record<string, string>[] = [
      { limit: '101' },
      { year: 'soon' },
      { country: 'XX' },
      { field: 'Astrology' },
      { openToMentoring: 'yes' },
    ];
    for (const query of queries) {
      const response = await get('member', 'directory', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
  });
});
