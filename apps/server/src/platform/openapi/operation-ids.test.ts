import { describe, expect, it } from 'vitest';
import { operationIdFor, singular } from './operation-ids';

const name = (method: string, url: string, answersList = false) => operationIdFor({ method, url, answersList });

describe('operation ids from method and path', () => {
  it('a GET of a collection that answers a list is list + the collection', () => {
    expect(name('GET', '/api/sites/:siteId/pages', true)).toBe('listPages');
    expect(name('GET', '/api/sites', true)).toBe('listSites');
    expect(name('GET', '/api/sites/:siteId/resource-dependencies', true)).toBe('listResourceDependencies');
  });

  it('a GET of one thing is get + its name in the singular', () => {
    expect(name('GET', '/api/sites/:siteId/pages/:id')).toBe('getPage');
    expect(name('GET', '/api/sites/:siteId/client-credentials/:id')).toBe('getClientCredential');
    expect(name('GET', '/api/sites/:siteId/site')).toBe('getSite');
    expect(name('GET', '/api/sites/:siteId/site/domain-status')).toBe('getSiteDomainStatus');
    expect(name('GET', '/media/:id/file')).toBe('getMediaFile');
  });

  it('writes are create, update, replace and delete; a create names one thing', () => {
    expect(name('POST', '/api/sites/:siteId/pages')).toBe('createPage');
    expect(name('POST', '/api/sites/:siteId/media')).toBe('createMedia');
    expect(name('PATCH', '/api/sites/:siteId/pages/:id')).toBe('updatePage');
    expect(name('PUT', '/api/sites/:siteId/pages/:id')).toBe('replacePage');
    expect(name('DELETE', '/api/sites/:siteId/site/departments/:id')).toBe('deleteSiteDepartment');
    expect(name('PATCH', '/api/sites/:siteId/pages/:id/components/:name')).toBe('updatePageComponent');
  });

  it('an action in the path is the verb, on the thing before it', () => {
    expect(name('POST', '/api/sites/:siteId/pages/:id/publish')).toBe('publishPage');
    expect(name('POST', '/api/sites/:siteId/templates/:id/rollback/:revision')).toBe('rollbackTemplate');
    expect(name('POST', '/api/sites/:siteId/global-props/discard')).toBe('discardGlobalProps');
    expect(name('POST', '/api/sites/:siteId/pages/clone')).toBe('clonePage');
    expect(name('GET', '/api/sites/:siteId/media/search', true)).toBe('searchMedia');
    expect(name('GET', '/api/sites/:siteId/redirects/export')).toBe('exportRedirects');
    expect(name('POST', '/api/sites/:siteId/site/duplicate')).toBe('duplicateSite');
  });

  it('a GET of what an action made is a get, not the action again', () => {
    expect(name('GET', '/api/sites/:siteId/site/duplicate/:jobId')).toBe('getSiteDuplicate');
  });

  it('singular forms', () => {
    expect(singular('pages')).toBe('page');
    expect(singular('activities')).toBe('activity');
    expect(singular('client-credentials')).toBe('client-credential');
    expect(singular('status')).toBe('status');
    expect(singular('access')).toBe('access');
    expect(singular('media')).toBe('media');
  });
});
