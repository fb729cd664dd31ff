import type { Theme } from './types';

/** A dark theme that loads no web fonts at all: nothing is fetched from a font service. */
export const theme: Theme = {
  name: 'kveld',
  label: 'Kveld',
  description: 'Mørk bakgrunn med ravgule detaljer, uten eksterne skrifter. Passer for bar, restaurant og kultur.',
  colors: {
    primary: '#f2b544',
    onPrimary: '#1a1408',
    secondary: '#2a2f3a',
    onSecondary: '#f4f1ea',
    background: '#14171d',
    surface: '#1d2129',
    text: '#ece8df',
    muted: '#a8a398',
    border: '#323846',
    dark: '#0b0d11',
    onDark: '#ece8df',
    sale: '#ff8a7a',
    success: '#7fd18b',
  },
  baseStyles: { radius: 0.5, buttonRadius: 0.25, contentWidth: 1200, sectionSpace: 4.5 },
  fonts: {
    sources: { hosted: [], google: [], typekit: null, custom: [] },
    body: { family: 'system-ui', weight: 400, size: 1.0625, mediaQueries: [] },
    heading: {
      family: 'Georgia',
      weight: 700,
      size: 2.25,
      mediaQueries: [
        { query: 768, size: 3 },
        { query: 1200, size: 3.5 },
      ],
    },
    fallback: { body: 'sans-serif', heading: 'serif' },
  },
};
