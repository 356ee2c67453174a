// Whatever is typed into the search box (or put in the address by hand) gets results or a 400 in words: never a 500.
import { beforeAll, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumnus, allFields } from './directoryFixtures.js';
import { readSearch } from './searchTerms.js';

/** Raw query strings, as a browser or a script might send them. */
const ANSWERED = [
  "q=O'Brien",
  'q=%22quoted%22',
  `q=${'%25'.repeat(100)}`,
  `q=${'_'.repeat(100)}`,
  'q=%5C',
  'q=%5C%5C%25',
  'q=%F0%9F%98%80%F0%9F%8E%93',
  'q=%ED%A0%80', // the UTF-8 spelling of a lone surrogate: decoded as U+FFFD
  'q=%FF%FE',
  'q=%20%20%20',
  'q=',
  'q=a',
  'q=%E2%80%8B%E2%80%8B', // zero-width spaces
  "q=' OR 1=1 --",
  'q=(%5B%7B*%2B%3F%7D%5D)',
  'q=%C3%A9cole',
  'q=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
  'q=a%09b%0Ac',
  'q[x]=1', // a parameter the directory does not know is ignored, as any other unknown one
];
const REFUSED = [
  'q=%00',
  'q=abc%00def',
  `q=${'a'.repeat(101)}`,
  'q=one&q=two',
  'limit=0',
  'limit=1e3',
  'year=2020.5',
  'cursor=%00',
];

describeOnEachBackend('alumni directory: hostile searches', (backend) => {
  // Every case only reads: one world for the whole suite, made in beforeAll, rather than one reset before each case.
  const service = useTestService(backend, { reset: async () => undefined });
  beforeAll(async () => {
    await service.reset();
    await service.addUser('member', 'alumni');
    await service.addUser('staff-1', 'staff');
    await addAlumnus(service, 'obrien', { name: "Sean O'Brien", visibility: allFields('alumni') });
  });

  for (const path of ['directory', 'manage']) {
    const viewer = path === 'directory' ? 'member' : 'staff-1';
    it.each(ANSWERED)(`${path}?%s answers 200`, async (query) => {
      const response = await service.request({ method: 'GET', url: `/api/alumni/${path}?${query}`, headers: service.as(viewer) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items).toEqual(expect.any(Array));
    });
    it.each(REFUSED)(`${path}?%s answers 400 in words`, async (query) => {
      const response = await service.request({ method: 'GET', url: `/api/alumni/${path}?${query}`, headers: service.as(viewer) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/[A-Za-z]/);
    });
  }

  it('finds a name with an apostrophe, and tells a too-long search in words', async () => {
    const found = await service.request({ method: 'GET', url: "/api/alumni/directory?q=o'brien", headers: service.as('member') });
    expect(found.json().items.map((card: { uid: string }) => card.uid)).toEqual(['obrien']);
    const long = await service.request({
      method: 'GET',
      url: `/api/alumni/directory?q=${'a'.repeat(101)}`,
      headers: service.as('member'),
    });
    expect(JSON.stringify(long.json())).toContain(ALUMNI_MESSAGES.search);
  });
});

it('reads a search as words, or as a name prefix when every word is shorter than three characters', () => {
  expect(readSearch(undefined)).toEqual({ kind: 'none' });
  expect(readSearch('   ')).toEqual({ kind: 'none' });
  expect(readSearch(' Nairobi  BIO nairobi ')).toEqual({ kind: 'words', words: ['nairobi', 'bio'] });
  expect(readSearch('Li')).toEqual({ kind: 'prefix', prefix: 'li' });
  expect(readSearch('k  m')).toEqual({ kind: 'prefix', prefix: 'k m' });
  expect(readSearch('li wei')).toEqual({ kind: 'words', words: ['li', 'wei'] });
  // Characters, not UTF-16 units: two emoji are two characters.
  expect(readSearch('😀🎓')).toEqual({ kind: 'prefix', prefix: '😀🎓' });
});
