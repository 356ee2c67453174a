import { describe, expect, it } from 'vitest';
import { clientAddress, fastifyTrustProxy, parseTrustProxy, requestIsHttps } from './index.js';

/** A request as Node's http server gives it: the socket's peer and the headers as sent. */
const request = (peer, forwardedFor) => ({
  socket: { remoteAddress: peer },
  connection: { remoteAddress: peer },
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});

describe('TRUST_PROXY', () => {
  it('trusts the loopback proxy by default', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'addresses', addresses: ['loopback'] });
    expect(parseTrustProxy('')).toEqual({ kind: 'addresses', addresses: ['loopback'] });
  });

  it.each([
    ['none', { kind: 'none' }, false],
    ['0', { kind: 'none' }, false],
    [
      '10.0.0.0/8, loopback ,192.168.1.7',
      { kind: 'addresses', addresses: ['10.0.0.0/8', 'loopback', '192.168.1.7'] },
      ['10.0.0.0/8', 'loopback', '192.168.1.7'],
    ],
  ])('reads %j', (value, setting, forFastify) => {
    expect(parseTrustProxy(value)).toEqual(setting);
    expect(fastifyTrustProxy(parseTrustProxy(value))).toEqual(forFastify);
  });

  it.each(['everyone', '10.0.0.0/99', '300.1.1.1', '11'])('refuses %j in one sentence naming TRUST_PROXY', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be/);
    expect(() => parseTrustProxy(value, 'SITE_TRUST_PROXY')).toThrow(/^SITE_TRUST_PROXY must be/);
  });

  it('reads a hop count, given to Fastify as a function of the hop', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    const trust = fastifyTrustProxy(parseTrustProxy('2'));
    expect([trust('203.0.113.1', 0), trust('203.0.113.1', 1), trust('203.0.113.1', 2)]).toEqual([true, true, false]);
  });

  it('ignores X-Forwarded-For from a caller who is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), parseTrustProxy())).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), parseTrustProxy('none'))).toBe('127.0.0.1');
  });

  it('believes a trusted proxy, and only as far as the chain stays trusted', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), parseTrustProxy())).toBe('198.51.100.1');
    // A caller who sent its own X-Forwarded-For through our proxy cannot pick its address.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1'), parseTrustProxy())).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.5'), parseTrustProxy('10.0.0.0/8'))).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 198.51.100.1'), parseTrustProxy('1'))).toBe('198.51.100.1');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and only its own (last) value', () => {
    const withProto = (peer, proto, encrypted = false) => ({
      socket: { remoteAddress: peer, encrypted },
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    expect(requestIsHttps(withProto('127.0.0.1', 'https'), parseTrustProxy())).toBe(true);
    expect(requestIsHttps(withProto('203.0.113.9', 'https'), parseTrustProxy())).toBe(false);
    expect(requestIsHttps(withProto('127.0.0.1', 'https, http'), parseTrustProxy())).toBe(false);
    expect(requestIsHttps(withProto('127.0.0.1', 'http'), parseTrustProxy())).toBe(false);
    expect(requestIsHttps(withProto('203.0.113.9', undefined, true), parseTrustProxy('none'))).toBe(true);
  });
});
