import { describe, expect, it } from 'vitest';
import { access } from '../access';
import { errorStatusesFor } from './error-answers';
import { describeAccess, securityFor } from './security';

describe('error answers an operation documents', () => {
  it('a site read with input: bad input, not signed in, no access, not found', () => {
    expect(
      errorStatusesFor({ method: 'get', path: '/api/sites/{siteId}/pages', isPublic: false, hasInput: true }),
    ).toEqual([400, 401, 403, 404]);
  });

  it('a site write adds conflicts and bodies that are too large', () => {
    expect(
      errorStatusesFor({ method: 'patch', path: '/api/sites/{siteId}/pages/{id}', isPublic: false, hasInput: true }),
    ).toEqual([400, 401, 403, 404, 409, 413]);
    expect(
      errorStatusesFor({ method: 'delete', path: '/api/sites/{siteId}/pages/{id}', isPublic: false, hasInput: true }),
    ).toEqual([400, 401, 403, 404, 409]);
  });

  it('a public write is never 401, but is refused from another origin and throttled', () => {
    expect(errorStatusesFor({ method: 'post', path: '/api/oauth/token', isPublic: true, hasInput: true })).toEqual([
      400, 403, 413, 429,
    ]);
  });

  it('an account read without input is only about the session', () => {
    expect(errorStatusesFor({ method: 'get', path: '/api/users/me', isPublic: false, hasInput: false })).toEqual([
      401, 403,
    ]);
  });
});

describe('security requirements from declared access', () => {
  it('public routes need nothing', () => {
    expect(securityFor(access.public, 'POST')).toEqual([]);
  });

  it('session routes need the cookie, and the CSRF header on writes', () => {
    expect(securityFor(access.user, 'GET')).toEqual([{ session: [] }]);
    expect(securityFor(access.site('admin'), 'DELETE')).toEqual([{ session: [], csrfToken: [] }]);
  });

  it('site routes with a scope also take an access key with that scope', () => {
    expect(securityFor(access.site('reader', 'read:content'), 'GET')).toEqual([
      { session: [] },
      { accessKey: ['read:content'] },
    ]);
  });

  it('the description names the level and the scope in Norwegian', () => {
    expect(describeAccess(access.site('contributor', 'write:content'))).toBe(
      'Tilgang: medlem av nettstedet med nivå «Redaktør» eller høyere, eller en tilgangsnøkkel med scope «write:content».',
    );
    expect(describeAccess(access.site('admin'))).toContain('tilgangsnøkler kan ikke bruke dette kallet');
  });
});
