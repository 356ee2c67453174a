// Test helpers for the profile specs (never imported by the service). Profile rows come from ../testing/fixtures.ts.
import sharp from 'sharp';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import type { MyProfileInput } from '@sla/contract/schemas';
import type { InjectResponse, TestService } from '../../testing/testService.js';

/** A full, valid PUT /alumni/profile body: empty fields, the default visibility; `fields` laid over it. */
export function profileInput(fields: Partial<MyProfileInput> = {}): MyProfileInput {
  return {
    headline: '',
    field: '',
    institution: '',
    country: '',
    city: '',
    bio: '',
    links: [],
    skills: [],
    programId: null,
    cohortYear: null,
    openToMentoring: false,
    openToMessages: false,
    visibility: { ...DEFAULT_PROFILE_VISIBILITY },
    ...fields,
  };
}

/** A real PNG, wider than tall, made in memory: uploads must crop it square. */
export function landscapePng(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

/** A small client for the profile endpoints, as `uid` (null: signed out). */
export function profileClient(service: TestService, uid: string | null) {
  const headers = uid === null ? {} : service.as(uid);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<InjectResponse> =>
    service.request({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    mine: () => call('GET', '/alumni/profile'),
    save: (input: object) => call('PUT', '/alumni/profile', input),
    upload: (bytes: Buffer, name = 'me.png') =>
      service.request({
        method: 'POST',
        url: '/api/alumni/profile/photo',
        headers: { ...headers, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
        payload: bytes,
      }),
    removePhoto: () => call('DELETE', '/alumni/profile/photo'),
    person: (other: string) => call('GET', `/alumni/people/${encodeURIComponent(other)}`),
    manageOne: (other: string) => call('GET', `/alumni/manage/${encodeURIComponent(other)}`),
    correct: (other: string, input: object) => call('PUT', `/alumni/manage/${encodeURIComponent(other)}`, input),
    hide: (other: string, reason: string) => call('POST', `/alumni/manage/${encodeURIComponent(other)}/hide`, { reason }),
    unhide: (other: string) => call('DELETE', `/alumni/manage/${encodeURIComponent(other)}/hide`),
  };
}

/** GET of a photo address the service gave (it starts /api/…), signed out, as an <img> asks; the bytes as given. */
export const fetchPhoto = (service: TestService, url: string, headers: Record<string, string> = {}) =>
  service.request({ method: 'GET', url, headers }) as Promise<InjectResponse & { rawPayload: Buffer }>;
