import { describe, expect, it } from 'vitest';
import {
  cookieCsvExample,
  cookieDialogMetaSchema,
  cookieMessages,
  defaultCookieDialogMeta,
  parseCookieCsv,
} from './cookies';

describe('cookie import', () => {
  it('reads name, purpose, categories (separated by |), expiry and vendor; the header is optional', () => {
    expect(parseCookieCsv('_ga,Statistikk,analytics,2 år,Google\n_x,Y,ad|security,1 dag,').cookies).toEqual([
      { name: '_ga', purpose: 'Statistikk', consentCategories: ['analytics'], expiry: '2 år', vendor: 'Google' },
      { name: '_x', purpose: 'Y', consentCategories: ['ad', 'security'], expiry: '1 dag', vendor: '' },
    ]);
  });

  it('names each bad row: unknown category, missing fields, a name twice', () => {
    expect(parseCookieCsv('a,P,annet,1 år,X\nb,,analytics,1 år,X\nc,P\nd,P,ad,1 år,X\nd,P,ad,1 år,X').errors).toEqual({
      1: cookieMessages.category,
      2: cookieMessages.required,
      3: cookieMessages.fields,
      5: cookieMessages.duplicate(4),
    });
  });

  it('the example file imports cleanly', () => {
    expect(parseCookieCsv(cookieCsvExample).errors).toEqual({});
  });
});

describe('cookie dialog colours', () => {
  it('take #rgb, #rrggbb and rgba(), and nothing else', () => {
    const meta = (primaryColor: string) =>
      cookieDialogMetaSchema.safeParse({ ...defaultCookieDialogMeta, primaryColor }).success;
    expect([meta('#fff'), meta('#1c7ed6'), meta('rgba(0, 0, 0, 0.5)'), meta('rgb(1,2,3)')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([meta('blue'), meta('#12345'), meta('url(x)')]).toEqual([false, false, false]);
  });
});
