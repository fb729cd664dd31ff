import { describe, expect, it } from 'vitest';
import { previewUrl, readFrameMessage } from './preview-url';

describe('preview frame address and messages', () => {
  it('carries preview, token, showControls and the optional revision and experiment', () => {
    const url = new URL(
      previewUrl('http://demobutikk.localhost:3000', '/om-oss', 'tok', {
        showControls: true,
        revision: 'r1',
        experiment: null,
        experimentVariant: 'v2',
      }),
    );
    expect(url.origin).toBe('http://demobutikk.localhost:3000');
    expect(url.pathname).toBe('/om-oss');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      preview: 'true',
      token: 'tok',
      showControls: 'true',
      revision: 'r1',
      experimentVariant: 'v2',
    });
  });

  it('reads openComponent, ready and draftRefused; ignores anything else', () => {
    expect(readFrameMessage({ type: 'openComponent', component: 'hero1', parent: 'main', template: null })).toEqual({
      type: 'openComponent',
      component: 'hero1',
      parent: 'main',
      template: null,
    });
    expect(readFrameMessage({ type: 'openComponent', component: 'header1', parent: 'header', template: 't1' })).toEqual(
      { type: 'openComponent', component: 'header1', parent: 'header', template: 't1' },
    );
    expect(readFrameMessage({ type: 'openComponent' })).toBeNull();
    expect(readFrameMessage('refresh')).toBeNull();
    expect(readFrameMessage({ type: 'ready', path: '/' })).toEqual({ type: 'ready' });
    expect(readFrameMessage({ type: 'draftRefused', status: 403 })).toEqual({ type: 'draftRefused', status: 403 });
    expect(readFrameMessage({ type: 'draftRefused' })).toEqual({ type: 'draftRefused', status: 0 });
    expect(readFrameMessage({ type: 'draft', draft: {} })).toBeNull();
  });
});
