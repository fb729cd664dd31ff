import { describe, expect, it } from 'vitest';
import { protectionAdmits } from './site-options';

const anonymous = { signedIn: false, permission: null };
const account = { signedIn: true, permission: null };
const reader = { signedIn: true, permission: 'reader' as const };
const contributor = { signedIn: true, permission: 'contributor' as const };
const admin = { signedIn: true, permission: 'admin' as const };

describe('protectionAdmits (who sees the storefront)', () => {
  it('Offentlig admits everyone', () => {
    expect(protectionAdmits('visitor', anonymous)).toBe(true);
  });

  it('Registrert bruker admits anyone signed in, member or not', () => {
    expect(protectionAdmits('internalVisitor', anonymous)).toBe(false);
    expect(protectionAdmits('internalVisitor', account)).toBe(true);
    expect(protectionAdmits('internalVisitor', reader)).toBe(true);
  });

  it('Leser admits every member of the site, and no one else', () => {
    expect(protectionAdmits('reader', account)).toBe(false);
    for (const member of [reader, contributor, admin]) expect(protectionAdmits('reader', member)).toBe(true);
  });

  it('Administrator admits the site’s administrators only', () => {
    expect(protectionAdmits('admin', reader)).toBe(false);
    expect(protectionAdmits('admin', contributor)).toBe(false);
    expect(protectionAdmits('admin', admin)).toBe(true);
  });
});
