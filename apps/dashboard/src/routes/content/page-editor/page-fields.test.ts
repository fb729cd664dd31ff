import { describe, expect, it } from 'vitest';
import { fieldLabel } from './page-fields';

describe('field names in the diff and the field-copy selector', () => {
  it('names plain fields as the editor does', () => {
    expect(fieldLabel(['title'])).toBe('Tittel');
    expect(fieldLabel(['preamble'])).toBe('Ingress');
  });

  it('names the search and sharing fields by service', () => {
    expect(fieldLabel(['seo', 'metaTitle'])).toBe('Google › Tittel');
    expect(fieldLabel(['seo', 'ogDescription'])).toBe('Facebook › Beskrivelse');
    expect(fieldLabel(['seo', 'twitterImage'])).toBe('Twitter › Bilde');
  });

  it('names the plug fields and list items', () => {
    expect(fieldLabel(['plug', 'excerpt'])).toBe('Plugg › Utdrag');
    expect(fieldLabel(['tags', '2'])).toBe('Merkelapper › 2');
  });
});
