// A caller can write any X-Forwarded-For it likes; only a proxy we run may be believed, or a rate
// limit keyed by address is one header away from useless. Both Node servers read TRUST_PROXY here.
import proxyAddr from 'proxy-addr';

/** The site server, on the same machine, is the data service's one proxy unless told otherwise. */
export const DEFAULT_TRUST_PROXY = 'loopback';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY (or the setting named `variable`): "none"; a number of proxy hops in front of this server ("1"); or a comma list
 * of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Unset means the
 * default. A bad value throws one sentence naming the variable.
 */
export function parseTrustProxy(value = DEFAULT_TRUST_PROXY, variable = 'TRUST_PROXY') {
  const text = String(value).trim() || DEFAULT_TRUST_PROXY;
  if (text === 'none' || text === 'false') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`${variable} must be at most 10 hops, not ${hops}.`);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (NAMES.has(address)) continue;
    try {
      proxyAddr.compile(address);
    } catch {
      throw new Error(
        `${variable} must be "none", a hop count or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${address}" is none of these.`,
      );
    }
  }
  return { kind: 'addresses', addresses };
}

/** The setting in the form Fastify's trustProxy option takes (its types have no hop count). */
export function fastifyTrustProxy(setting) {
  if (setting.kind === 'none') return false;
  if (setting.kind === 'hops') return trustFunction(setting);
  return setting.addresses;
}

// Compiled once per setting: the site server asks on every request, several times.
const compiled = new WeakMap();

/** (address, hop index) → whether that hop is a proxy we trust, as proxy-addr and Fastify judge it. */
export function trustFunction(setting) {
  let trust = compiled.get(setting);
  if (!trust) {
    if (setting.kind === 'none') trust = () => false;
    else if (setting.kind === 'hops') trust = (_address, hop) => hop < setting.hops;
    else trust = proxyAddr.compile(setting.addresses);
    compiled.set(setting, trust);
  }
  return trust;
}

/** The address of whoever sent `request`, believing X-Forwarded-For only as far as `setting` allows. */
export function clientAddress(request, setting) {
  return proxyAddr(request, trustFunction(setting));
}

/**
 * Whether `request` reached us over HTTPS: its own TLS socket, or a trusted proxy that says so in
 * X-Forwarded-Proto (the last value, the one that proxy wrote). Decides HSTS and the scheme passed on.
 */
export function requestIsHttps(request, setting) {
  if (request.socket?.encrypted) return true;
  if (!trustFunction(setting)(request.socket?.remoteAddress ?? '', 0)) return false;
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    .trim()
    .toLowerCase();
  return proto === 'https';
}
