import type { Theme } from './types';

export const theme: Theme = {
  name: 'fjord',
  label: 'Fjord',
  description: 'Dyp havblå og sand, med seriffoverskrifter. Passer for reiseliv, overnatting og mat.',
  colors: {
    primary: '#0d4f5c',
    onPrimary: '#ffffff',
    secondary: '#f1e6d2',
    onSecondary: '#3a2f1d',
    background: '#fbfaf7',
    surface: '#eef3f3',
    text: '#15272b',
    muted: '#52666a',
    border: '#d6e0e0',
    dark: '#0b2a31',
    onDark: '#eaf2f2',
    sale: '#a4332a',
    success: '#2f7a4d',
  },
  baseStyles: { radius: 0.25, buttonRadius: 2, contentWidth: 1120, sectionSpace: 4.5 },
  fonts: {
    sources: {
      hosted: [
        { family: 'Fraunces', weights: [600] },
        { family: 'Source Sans 3', weights: [400, 600] },
      ],
      google: [],
      typekit: null,
      custom: [],
    },
    body: { family: 'Source Sans 3', weight: 400, size: 1.0625, mediaQueries: [] },
    heading: {
      family: 'Fraunces',
      weight: 600,
      size: 2.25,
      mediaQueries: [
        { query: 768, size: 3 },
        { query: 1200, size: 3.5 },
      ],
    },
    fallback: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
  },
};
