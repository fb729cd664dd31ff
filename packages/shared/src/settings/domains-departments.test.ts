import { describe, expect, it } from 'vitest';
import { siteNameFrom } from './departments';
import { domainCreateSchema, domainValidationDeadline, domainVerifyName, txtRecordsMatch } from './domains';

describe('domain validation', () => {
  it('the TXT record goes under _vev-verify.{domain}', () => {
    expect(domainVerifyName('www.firma.no')).toBe('_vev-verify.www.firma.no');
  });

  it('a record proves the domain when its chunks joined are the value', () => {
    expect(txtRecordsMatch([['annet'], ['vev-verify=', 'abc']], 'vev-verify=abc')).toBe(true);
    expect(txtRecordsMatch([['vev-verify=abd']], 'vev-verify=abc')).toBe(false);
    expect(txtRecordsMatch([], 'vev-verify=abc')).toBe(false);
  });

  it('a validation gives up 72 hours after it started', () => {
    expect(domainValidationDeadline(new Date('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('only the domain, lower-cased, without scheme, path or port', () => {
    expect(domainCreateSchema.parse({ domain: ' Www.Firma.NO ' })).toEqual({ domain: 'www.firma.no' });
    for (const domain of ['https://firma.no', 'firma.no/', 'firma.no:443', 'firma', '']) {
      expect(domainCreateSchema.safeParse({ domain }).success, domain).toBe(false);
    }
  });
});

describe('department site names', () => {
  it('folds Norwegian letters and joins words with hyphens', () => {
    expect(siteNameFrom('Avdeling Bærum & Asker')).toBe('avdeling-baerum-asker');
  });

  it('the first free name when it is taken', () => {
    expect(siteNameFrom('Oslo', ['oslo', 'oslo-2'])).toBe('oslo-3');
  });

  it('stays a valid site name for long names', () => {
    const name = siteNameFrom(
      'Ø'.repeat(200),
      Array.from({ length: 12 }, (_, n) => (n ? `${'o'.repeat(56)}-${n + 1}` : 'o'.repeat(56))),
    );
    expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });
});
