import { describe, expect, it } from 'vitest';
import { siteAddress, siteTitle } from './site-names';

describe('site address and title in the site chooser', () => {
  it('the canonical domain when the site has one', () => {
    expect(siteAddress({ name: 'demobutikk', canonicalDomain: 'www.demobutikk.no' }, 'vev.no')).toBe(
      'www.demobutikk.no',
    );
  });

  it('else {name}.{platform domain}', () => {
    expect(siteAddress({ name: 'demobutikk', canonicalDomain: null }, 'localhost:3000')).toBe(
      'demobutikk.localhost:3000',
    );
  });

  it('the display name, or the name when it has none', () => {
    expect(siteTitle({ name: 'demobutikk', displayName: 'Demo Butikk' })).toBe('Demo Butikk');
    expect(siteTitle({ name: 'demobutikk', displayName: '' })).toBe('demobutikk');
  });
});
