/**
 * The consent dialog's look. Its colours come from the site's dialog settings (custom properties set on
 * the dialog); sizes and type follow the theme. `[open]` is kept on every display rule, as a closed
 * `<dialog>` must stay hidden. It sits below the site's header (z-index 50), so an opened menu covers
 * the dialog rather than the other way round.
 */
export const consentCss = `
.vev-consent[open] {
  position: fixed; z-index: 40; inset: auto 0 0 0; margin: 0; width: auto; max-width: none;
  max-height: min(80vh, 44rem); overflow-y: auto; overscroll-behavior: contain;
  display: grid; gap: 1rem; padding: 1.25rem 1.25rem calc(1.25rem + env(safe-area-inset-bottom));
  background: var(--vev-consent-background); color: var(--vev-consent-text);
  border: 1px solid var(--vev-consent-border); border-bottom: 0; border-radius: 1rem 1rem 0 0;
  box-shadow: 0 -8px 32px rgb(0 0 0 / 0.18); font-size: 0.9375rem; line-height: 1.5;
}
@media (min-width: 640px) {
  .vev-consent[open] {
    inset: auto auto 1.5rem 1.5rem; width: min(30rem, calc(100vw - 3rem)); max-height: calc(100vh - 3rem);
    padding: 1.5rem; border-bottom: 1px solid var(--vev-consent-border); border-radius: 1rem;
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.2);
  }
}
.vev-consent h2 { font-size: 1.25rem; margin: 0; }
.vev-consent h2:focus { outline: none; }
.vev-consent .vev-consent-intro { margin: 0; }
.vev-consent .vev-consent-intro p:last-child { margin-bottom: 0; }
.vev-consent a { color: var(--vev-consent-primary); }
.vev-consent :focus-visible { outline: 3px solid var(--vev-consent-primary); outline-offset: 2px; }
.vev-consent-categories { display: grid; gap: 0.5rem; margin: 0; padding: 0; border: 0; min-width: 0; }
.vev-consent-category {
  padding: 0.75rem 1rem; background: var(--vev-consent-card);
  border: 1px solid var(--vev-consent-border); border-radius: 0.75rem;
}
.vev-consent-category > p { margin: 0.25rem 0 0; font-size: 0.875rem; opacity: 0.85; }
.vev-consent-switch { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
.vev-consent-switch label { font-weight: 600; cursor: pointer; }
.vev-consent-always { font-weight: 400; opacity: 0.8; }
.vev-consent-switch input {
  appearance: none; flex: none; position: relative; width: 2.75rem; height: 1.5rem; margin: 0;
  border-radius: 999px; background: var(--vev-consent-border); cursor: pointer; transition: background-color 0.15s;
}
.vev-consent-switch input::before {
  content: ""; position: absolute; top: 0.1875rem; left: 0.1875rem; width: 1.125rem; height: 1.125rem;
  border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); transition: transform 0.15s;
}
.vev-consent-switch input:checked { background: var(--vev-consent-primary); }
.vev-consent-switch input:checked::before { transform: translateX(1.25rem); }
.vev-consent-switch input:disabled { cursor: not-allowed; opacity: 0.6; }
@media (prefers-reduced-motion: reduce) {
  .vev-consent-switch input, .vev-consent-switch input::before { transition: none; }
}
.vev-consent summary { cursor: pointer; font-weight: 600; color: var(--vev-consent-primary); width: fit-content; }
.vev-consent-settings > summary { padding-block: 0.25rem; }
.vev-consent-settings > * + * { margin-top: 0.75rem; }
.vev-consent-settings .vev-consent-button { width: 100%; }
.vev-consent-cookies { margin-top: 0.5rem; font-size: 0.875rem; }
.vev-consent-cookies ul { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.5rem; }
.vev-consent-cookies li {
  padding: 0.5rem 0.75rem; background: var(--vev-consent-background);
  border: 1px solid var(--vev-consent-border); border-radius: 0.5rem; overflow-wrap: anywhere;
}
.vev-consent-cookies code { font-weight: 600; }
.vev-consent-cookies dl { display: grid; grid-template-columns: auto 1fr; gap: 0.125rem 0.75rem; margin: 0.25rem 0 0; }
.vev-consent-cookies dt { opacity: 0.75; }
.vev-consent-cookies dd { margin: 0; }
.vev-consent-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.vev-consent-button {
  flex: 1 1 8rem; min-height: 2.75rem; padding: 0.6rem 1rem; font: inherit; font-weight: 600; cursor: pointer;
  border: 2px solid var(--vev-consent-primary); border-radius: var(--vev-radius-button);
  background: var(--vev-consent-primary); color: var(--vev-consent-background);
}
.vev-consent-button-quiet { background: transparent; color: var(--vev-consent-primary); }
.vev-consent-reopen { background: var(--vev-color-dark); color: var(--vev-color-on-dark); padding-block: 0 1.25rem; font-size: 0.875rem; }
.vev-consent-reopen[hidden] { display: none; }
.vev-consent-reopen button {
  padding: 0.25rem 0; font: inherit; color: inherit; background: none; border: 0; cursor: pointer;
  text-decoration: underline; text-underline-offset: 0.2em; opacity: 0.8;
}
.vev-consent-reopen button:hover { opacity: 1; }
`;
