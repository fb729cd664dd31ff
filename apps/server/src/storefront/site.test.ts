/** Which Host is the platform's and which names a site (no database needed). */
import { describe, expect, it } from 'vitest';
import { readPreviewToken, signPreviewToken } from './preview-token';
import { hostnameOf, isPlatformHost, siteNameFromHost } from './site';

const local = new URL('http://localhost:3000');
const hosted = new URL('https://vev.example.no');

describe('hosts', () => {
  it('a Host header without port, brackets, case or a trailing dot', () => {
    expect(hostnameOf('DemoButikk.Localhost:3000')).toBe('demobutikk.localhost');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('www.demobutikk.no.')).toBe('www.demobutikk.no');
    expect(hostnameOf(undefined)).toBe('');
  });

  it("PUBLIC_URL's host, localhost and bare addresses are the platform's", () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '10.0.0.5', undefined]) {
      expect(isPlatformHost(host, local), String(host)).toBe(true);
    }
    expect(isPlatformHost('vev.example.no', hosted)).toBe(true);
    expect(isPlatformHost('demobutikk.localhost:3000', local)).toBe(false);
    expect(isPlatformHost('www.demobutikk.no', hosted)).toBe(false);
  });

  it('{name}.localhost and {name}.{host of PUBLIC_URL} name a site; other hosts do not', () => {
    expect(siteNameFromHost('demobutikk.localhost:3000', local)).toBe('demobutikk');
    expect(siteNameFromHost('hjemmeside.vev.example.no', hosted)).toBe('hjemmeside');
    expect(siteNameFromHost('www.demobutikk.no', hosted)).toBeNull();
    expect(siteNameFromHost('a.b.localhost', local)).toBeNull();
    expect(siteNameFromHost('-feil.localhost', local)).toBeNull();
  });
});

describe('preview token', () => {
  const secret = 'a-secret-that-is-long-enough-for-the-test-0123456789';
  const claims = { site: 'site1', user: 'user1', exp: Date.now() + 60_000 };

  it('reads back what it signed until it expires', () => {
    const token = signPreviewToken(secret, claims);
    expect(readPreviewToken(secret, token)).toEqual(claims);
    expect(readPreviewToken(secret, token, claims.exp + 1)).toBeNull();
  });

  it('refuses a changed payload, another secret and garbage', () => {
    const token = signPreviewToken(secret, claims);
    const [, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, site: 'site2' })).toString('base64url');
    expect(readPreviewToken(secret, `${changed}.${signature}`)).toBeNull();
    expect(readPreviewToken(`${secret}x`, token)).toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', `${token}.x`]) expect(readPreviewToken(secret, garbage)).toBeNull();
  });
});
