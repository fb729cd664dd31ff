import type { Theme } from './types';

export const theme: Theme = {
  name: 'standard',
  label: 'Standard',
  description: 'Lys og ryddig, med blå knapper og Inter.',
  colors: {
    primary: '#1f5fbf',
    onPrimary: '#ffffff',
    secondary: '#e8eef8',
    onSecondary: '#12305e',
    background: '#ffffff',
    surface: '#f4f6f9',
    text: '#1b2430',
    muted: '#5b6776',
    border: '#dde2e9',
    dark: '#121a26',
    onDark: '#f3f5f8',
    sale: '#b3261e',
    success: '#2e7d32',
  },
  baseStyles: { radius: 0.75, buttonRadius: 0.5, contentWidth: 1160, sectionSpace: 4 },
  fonts: {
    sources: { hosted: [{ family: 'Inter', weights: [400, 600, 700] }], google: [], typekit: null, custom: [] },
    body: { family: 'Inter', weight: 400, size: 1, mediaQueries: [{ query: 1024, size: 1.0625 }] },
    heading: {
      family: 'Inter',
      weight: 700,
      size: 2.25,
      mediaQueries: [
        { query: 768, size: 2.75 },
        { query: 1200, size: 3.25 },
      ],
    },
    fallback: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  },
};
