import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';

describeOnEachBackend('security headers on API answers', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    await service.addUser('staff-1', 'staff');
  });
  afterAll(() => service.close());

  it.each([
    ['a public answer', { method: 'GET', url: '/api/public/home' }],
    ['a refusal', { method: 'GET', url: '/api/users' }],
    ['an unknown endpoint', { method: 'GET', url: '/api/no-such-thing' }],
    [
      'bad JSON',
      { method: 'POST', url: '/api/newsletter/subscribe', headers: { 'content-type': 'application/json' }, payload: '{' },
    ],
    ['a CSV export', { method: 'GET', url: '/api/donations.csv', staff: true }],
    ['an address with a broken %-escape', { method: 'GET', url: '/api/public/posts/%E0%A4%A' }],
    ['an over-long path parameter', { method: 'GET', url: `/api/public/posts/${'a'.repeat(500)}` }],
  ] as const)('%s carries a policy that allows nothing, and the other guards', async (_name, request) => {
    const { staff, ...options } = request as typeof request & { staff?: boolean };
    const answer = await service.request({
      ...options,
      headers: { ...('headers' in options ? options.headers : {}), ...(staff ? service.as('staff-1') : {}) },
    });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says the caller came over HTTPS, and only then', async () => {
    const viaProxy = await service.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A caller who is not the proxy cannot switch it on (or learn anything from it).
    const direct = await service.request({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
