/** The page, type scale, layout and the building blocks (buttons, cards, grids) every section uses. */
import { backgroundOptions } from '../definition/common';

export const baseCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
body {
  margin: 0;
  background: var(--vev-color-background);
  color: var(--vev-color-text);
  font-family: var(--vev-font-body-family);
  font-weight: var(--vev-font-body-weight);
  font-size: var(--vev-font-body-size);
  line-height: 1.6;
  -webkit-font-smoothing: antialiased;
}
img { max-width: 100%; height: auto; display: block; }
a { color: inherit; }
:focus-visible { outline: 3px solid var(--vev-color-primary); outline-offset: 3px; }
.vev-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.vev-section-slot { display: contents; }
.vev-nowrap { white-space: nowrap; }

h1, h2, h3, h4, .vev-brand-name {
  font-family: var(--vev-font-heading-family);
  font-weight: var(--vev-font-heading-weight);
  line-height: 1.15;
  letter-spacing: -0.01em;
  margin: 0 0 0.5em;
  text-wrap: balance;
}
h1 { font-size: var(--vev-font-heading-size); }
h2 { font-size: calc(var(--vev-font-heading-size) * 0.72); }
h3 { font-size: calc(var(--vev-font-heading-size) * 0.5); }
h4 { font-size: 1.125rem; }
p { margin: 0 0 1em; }
.vev-lead { font-size: 1.125em; color: var(--vev-color-muted); max-width: 42rem; }
.vev-muted { color: var(--vev-color-muted); font-size: 0.9375em; }
.vev-empty { color: var(--vev-color-muted); padding: 2rem 0; }

.vev-section { padding-block: var(--vev-section-space); }
.vev-section > .vev-container > h2 { margin-bottom: 1.25em; }
.vev-container { width: 100%; margin-inline: auto; padding-inline: 1.25rem; }
.vev-width-narrow { max-width: calc(46rem + 2.5rem); }
.vev-width-content { max-width: calc(var(--vev-content-width) + 2.5rem); }
.vev-width-wide { max-width: calc(var(--vev-content-width) + 15rem); }
.vev-width-full { max-width: none; padding-inline: 0; }
@media (min-width: 768px) { .vev-container { padding-inline: 2rem; } .vev-width-full { padding-inline: 0; } }
.vev-align-center { text-align: center; }
.vev-align-center .vev-lead, .vev-align-center.vev-rich-text > * { margin-inline: auto; }

.vev-bg-default { background: var(--vev-color-background); color: var(--vev-color-text); }
.vev-bg-surface { background: var(--vev-color-surface); color: var(--vev-color-text); }
.vev-bg-primary { background: var(--vev-color-primary); color: var(--vev-color-on-primary); }
.vev-bg-secondary { background: var(--vev-color-secondary); color: var(--vev-color-on-secondary); }
.vev-bg-dark { background: var(--vev-color-dark); color: var(--vev-color-on-dark); }
.vev-bg-primary .vev-lead, .vev-bg-secondary .vev-lead, .vev-bg-dark .vev-lead { color: inherit; opacity: 0.88; }
${backgroundOptions
  .map(({ value }) => `.vev-section-slot:has(> .vev-bg-${value}) + .vev-section-slot > .vev-section.vev-bg-${value}`)
  .join(',\n')} { padding-top: 0; }

.vev-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.75rem; }
.vev-align-center .vev-actions, .vev-cta .vev-actions { justify-content: center; }
.vev-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
  min-height: 2.875rem; padding: 0.7rem 1.5rem;
  border: 2px solid transparent; border-radius: var(--vev-radius-button);
  font: inherit; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer;
  transition: transform 0.15s ease, background-color 0.15s ease, box-shadow 0.15s ease;
}
.vev-button:hover { transform: translateY(-1px); box-shadow: 0 6px 16px rgb(0 0 0 / 0.14); }
.vev-button:disabled { opacity: 0.55; cursor: not-allowed; transform: none; box-shadow: none; }
.vev-button-primary { background: var(--vev-color-primary); color: var(--vev-color-on-primary); }
.vev-button-secondary { background: transparent; color: inherit; border-color: currentColor; }
.vev-bg-primary .vev-button-primary {
  background: var(--vev-color-on-primary); color: var(--vev-color-primary);
}
.vev-text-link { font-weight: 600; color: var(--vev-color-primary); text-underline-offset: 0.2em; }
.vev-text-link::after { content: " →"; }
.vev-bg-primary .vev-text-link, .vev-bg-dark .vev-text-link { color: inherit; }

.vev-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr; }
.vev-grid-compact { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; }
@media (min-width: 640px) {
  .vev-grid-2, .vev-grid-3, .vev-grid-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: 960px) {
  .vev-grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .vev-grid-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .vev-grid { gap: 2rem; }
}
.vev-card {
  background: var(--vev-color-background); color: var(--vev-color-text);
  border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius); overflow: hidden;
  display: flex; flex-direction: column;
}
.vev-card-padded { padding: 1.5rem; }
.vev-card-image { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: 0; }
.vev-card-body { padding: 1.5rem; display: flex; flex-direction: column; flex: 1; }
.vev-card-body .vev-text-link { margin-top: auto; padding-top: 0.75rem; }
.vev-badge {
  display: inline-block; margin: 0; padding: 0.15rem 0.6rem; border-radius: 999px;
  background: var(--vev-color-surface); color: var(--vev-color-muted); font-size: 0.8125rem; font-weight: 600;
}

.vev-figure { margin: 0; }
.vev-figure img { width: 100%; border-radius: var(--vev-radius); }
.vev-width-full .vev-figure img { border-radius: 0; max-height: 85vh; object-fit: cover; }
.vev-figure figcaption { margin-top: 0.75rem; color: var(--vev-color-muted); font-size: 0.9375rem; }
.vev-width-full .vev-figure figcaption { padding-inline: 1.25rem; }

.vev-split { display: grid; gap: 2rem; align-items: center; }
@media (min-width: 900px) {
  .vev-split { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4rem; }
  .vev-split-image-end .vev-split-media { order: 2; }
}
.vev-split-media img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--vev-radius); }

.vev-rich-text > :last-child { margin-bottom: 0; }
.vev-rich-text h2, .vev-rich-text h3, .vev-rich-text h4 { margin-top: 1.5em; }
.vev-rich-text > :first-child { margin-top: 0; }
.vev-rich-text ul, .vev-rich-text ol { padding-left: 1.4em; margin: 0 0 1em; }
.vev-rich-text li + li { margin-top: 0.35em; }
.vev-rich-text blockquote {
  margin: 1.5em 0; padding: 0.25em 0 0.25em 1.25em;
  border-left: 4px solid var(--vev-color-primary); font-size: 1.2em; font-style: italic;
}
.vev-rich-text a { color: var(--vev-color-primary); text-underline-offset: 0.2em; }
.vev-bg-primary .vev-rich-text a, .vev-bg-dark .vev-rich-text a { color: inherit; }
`;
