import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies in front of the server are believed when they name the client in
 * X-Forwarded-For: none (the socket peer is the client), the nearest `hops` ones, or those whose
 * address falls in a list of addresses and CIDR ranges.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList; source: string };

export const TRUST_NONE: TrustProxy = { kind: 'none' };

/** Strips the IPv4-mapped IPv6 prefix so one client has one key. */
export function normaliseIp(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Reads TRUST_PROXY: empty, `false`, `off` or `0` trust no proxy; `true` or `on` trust one hop
 * (the proxy the server's socket talks to); a number trusts that many hops; otherwise a
 * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, ::1`) names the trusted proxies.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'off' || text === 'no') return TRUST_NONE;
  if (text === 'true' || text === 'on' || text === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? TRUST_NONE : { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(`TRUST_PROXY must be true, a hop count or a list of addresses and CIDR ranges, got "${value}"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { kind: 'list', list, source: text };
}

/** An X-Forwarded-For entry as a bare address: some proxies add a port ("1.2.3.4:5678", "[::1]:5678"). */
function forwardedAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return normaliseIp(bracketed[1] as string);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return normaliseIp(withPort ? (withPort[1] as string) : entry);
}

function trusts(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address: walking from the socket peer back through X-Forwarded-For (right to left),
 * the first address that is not a trusted proxy. Entries left of it were written by the client
 * and are ignored, so a forged header can neither pick an address nor dodge a rate limit.
 */
export function resolveClientIp(socketAddress: string, forwardedFor: string | string[] | undefined, trust: TrustProxy) {
  let current = normaliseIp(socketAddress);
  if (trust.kind === 'none' || forwardedFor === undefined) return current;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
  for (let hop = 0; hop < chain.length; hop++) {
    if (!trusts(trust, current, hop)) return current;
    const next = forwardedAddress(chain[hop] as string);
    // A trusted proxy that wrote something other than an address is the last thing known.
    if (isIP(next) === 0) return current;
    current = next;
  }
  return current;
}
