/** What the consent dialog asks about, and the colours it may use. */
import { builtInCookies, type CustomScript, defaultCookieDialogMeta } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { consentCategories, consentLook } from './consent-model';

const script = (consentCategory: CustomScript['consentCategory']): CustomScript => ({
  name: 'Skript',
  placement: 'head',
  code: 'void 0;',
  consentCategory,
});

describe('consent categories', () => {
  it('the built-in cookies alone: functionality and security, both always on', () => {
    expect(consentCategories(builtInCookies, [])).toMatchObject([
      { category: 'functionality', necessary: true },
      { category: 'security', necessary: true },
    ]);
  });

  it("a script's category is asked about even when no listed cookie uses it, in the dialog's order", () => {
    const entries = consentCategories(builtInCookies, [script('ad'), script('analytics'), script(null)]);
    expect(entries.map((entry) => [entry.category, entry.necessary])).toEqual([
      ['functionality', true],
      ['security', true],
      ['analytics', false],
      ['ad', false],
    ]);
    expect(entries.find((entry) => entry.category === 'ad')?.cookies).toEqual([]);
  });
});

describe('consent look', () => {
  it('keeps the colours that are colours and falls back one by one', () => {
    expect(
      consentLook({
        primaryColor: ' #2b8a3e ',
        textColor: 'red;} body {',
        cardColor: 'rgba(0,0,0,0.05)',
        borderColor: 3,
      }),
    ).toEqual({
      primaryColor: '#2b8a3e',
      textColor: defaultCookieDialogMeta.textColor,
      backgroundColor: defaultCookieDialogMeta.backgroundColor,
      cardColor: 'rgba(0,0,0,0.05)',
      borderColor: defaultCookieDialogMeta.borderColor,
    });
  });
});
