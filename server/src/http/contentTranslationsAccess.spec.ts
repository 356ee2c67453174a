// The French versions of posts, events and programme pages against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles. Reading, saving and removing one takes what editing the item takes
// (edit_content: content editors and admins); visitors read the French through the public pages only. Refusals change
// nothing, and only a missing permission is audited: an unknown item or language is a 404 about the input.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '@sla/permissions';
import { contentTranslations } from '../db/schema.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addEvent, addPost, addProgram } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

/** The ids the seed below writes, the same in every test so the table can name them. */
const IDS = { post: randomUUID(), event: randomUUID(), program: randomUUID(), missing: randomUUID() };

/** Written from the permission table: edit_content is the content editors' and the admins'. */
const EDITORS: Role[] = ['admin', 'content_editor'];
const editors = (ok: number) => (caller: Caller) =>
  caller === 'anonymous' ? 401 : caller !== 'no-profile' && EDITORS.includes(caller) ? ok : 403;
/** A 404 for an editor is about the address, not a refusal. */
const notARefusal = (caller: Caller) => caller === 'anonymous' || caller === 'no-profile' || !EDITORS.includes(caller);

const POST_FR = { title: 'Des journées au labo', body: 'Le premier jour.' };
const EVENT_FR = { title: 'Café des sciences', location: 'Kigali' };
const PAGE_FR = { summary: 'Une année de sciences.', faq: [{ question: 'Gratuit ?', answer: 'Oui.' }] };

const item = (path: string, name: string, french: object): AccessEndpoint<Caller>[] => [
  { name: `read ${name}'s French version`, method: 'GET', url: `${path}/translations/fr`, status: editors(200) },
  {
    name: `save ${name}'s French version`,
    method: 'PUT',
    url: `${path}/translations/fr`,
    payload: french,
    status: editors(200),
  },
  { name: `remove ${name}'s French version`, method: 'DELETE', url: `${path}/translations/fr`, status: editors(204) },
  {
    name: `save ${name}'s French version with no text`,
    method: 'PUT',
    url: `${path}/translations/fr`,
    payload: {},
    status: editors(400),
  },
  {
    name: `save ${name}'s version in a language the site does not write`,
    method: 'PUT',
    url: `${path}/translations/de`,
    payload: french,
    status: editors(404),
    audited: notARefusal,
  },
];

const EXPECTED: AccessEndpoint<Caller>[] = [
  ...item(`/api/content/posts/${IDS.post}`, 'a post', POST_FR),
  ...item(`/api/content/events/${IDS.event}`, 'an event', EVENT_FR),
  ...item(`/api/content/program-pages/${IDS.program}`, 'a programme page', PAGE_FR),
  {
    name: "read an unknown post's French version",
    method: 'GET',
    url: `/api/content/posts/${IDS.missing}/translations/fr`,
    status: editors(404),
    audited: notARefusal,
  },
  {
    name: "save an unknown event's French version",
    method: 'PUT',
    url: `/api/content/events/${IDS.missing}/translations/fr`,
    payload: EVENT_FR,
    status: editors(404),
    audited: notARefusal,
  },
  {
    name: "remove an unknown programme page's French version",
    method: 'DELETE',
    url: `/api/content/program-pages/${IDS.missing}/translations/fr`,
    status: editors(404),
    audited: notARefusal,
  },
];

describeOnOneBackend('French versions access: posts, events, programme pages', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    await addPost(service, { id: IDS.post, slug: 'lab-days', status: 'draft' });
    await addEvent(service, { id: IDS.event, slug: 'science-cafe', eventStartsAt: new Date('2026-09-01T08:00:00.000Z') });
    await addProgram(service, { id: IDS.program, slug: 'stepup' });
    const at = new Date('2026-03-01T09:00:00.000Z');
    await service.database.db.insert(contentTranslations).values([
      {
        kind: 'content',
        subjectId: IDS.post,
        locale: 'fr',
        fields: { title: 'Ancien titre' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
      {
        kind: 'content',
        subjectId: IDS.event,
        locale: 'fr',
        fields: { title: 'Ancien titre' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
      {
        kind: 'program',
        subjectId: IDS.program,
        locale: 'fr',
        fields: { summary: 'Ancien' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
    ]);
  });

  /** What a refusal must leave as it was: the translations, and the English they belong to. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('kind', kind, 'id', subject_id, 'locale', locale, 'fields', fields, 'by', updated_by) ORDER BY kind, subject_id) FROM content_translations) AS translations,
      (SELECT json_agg(json_build_object('id', id, 'version', version, 'title', title) ORDER BY id) FROM content) AS content,
      (SELECT json_agg(json_build_object('id', id, 'version', page_version, 'summary', summary) ORDER BY id) FROM programs) AS programs`);

  it('matches the permission table it was written from', () => {
    expect(ROLES.filter((role) => hasPermission(role, 'edit_content'))).toEqual(EDITORS);
  });

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
