import type { Site } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

const site = {
  displayName: 'Demo Butikk',
  logo: { ref: '01j', url: '/media/01j/file', alt: 'Logo' },
  userCreationEmailDomains: ['firma.no'],
  subscriptionsEnabled: true,
} as unknown as Site;

describe('settings forms send only the changed fields', () => {
  it('leaves out values equal to the saved ones, nested or not', () => {
    expect(
      changedFields(site, {
        displayName: 'Demo Butikk',
        logo: { ref: '01j', url: '/media/01j/file', alt: 'Logo' },
        userCreationEmailDomains: ['firma.no'],
        subscriptionsEnabled: false,
      }),
    ).toEqual({ subscriptionsEnabled: false });
  });

  it('keeps a changed alt text and a cleared logo', () => {
    expect(changedFields(site, { logo: { ref: '01j', url: '/media/01j/file', alt: 'Ny' } })).toEqual({
      logo: { ref: '01j', url: '/media/01j/file', alt: 'Ny' },
    });
    expect(changedFields(site, { logo: null })).toEqual({ logo: null });
  });
});
