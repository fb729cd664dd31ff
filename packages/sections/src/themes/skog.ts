import type { Theme } from './types';

export const theme: Theme = {
  name: 'skog',
  label: 'Skog',
  description: 'Varm og jordnær i grønt, med myke former. Passer for håndverk, hage og helse.',
  colors: {
    primary: '#2f6b3f',
    onPrimary: '#ffffff',
    secondary: '#e7efe1',
    onSecondary: '#1f3a25',
    background: '#fdfcf8',
    surface: '#f3f0e6',
    text: '#22281f',
    muted: '#5f6858',
    border: '#e2dece',
    dark: '#1d2a1f',
    onDark: '#eef2ea',
    sale: '#a63d2a',
    success: '#2f6b3f',
  },
  baseStyles: { radius: 1.25, buttonRadius: 0.75, contentWidth: 1140, sectionSpace: 4 },
  fonts: {
    sources: {
      hosted: [
        { family: 'Lora', weights: [600] },
        { family: 'Nunito Sans', weights: [400, 700] },
      ],
      google: [],
      typekit: null,
      custom: [],
    },
    body: { family: 'Nunito Sans', weight: 400, size: 1.0625, mediaQueries: [] },
    heading: {
      family: 'Lora',
      weight: 600,
      size: 2.125,
      mediaQueries: [
        { query: 768, size: 2.75 },
        { query: 1200, size: 3.125 },
      ],
    },
    fallback: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
  },
};
