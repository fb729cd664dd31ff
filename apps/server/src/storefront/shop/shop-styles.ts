/** The cart's and checkout's styles, on the theme's variables (inline styles are allowed on the storefront). */
export const shopCss = `
.vev-shop h1 { margin-bottom: 0.75em; }
.vev-shop h2 { font-size: 1.5rem; margin: 1.5rem 0 0.5rem; }
.vev-shop .vev-cart-summary + p { margin-top: 1.5rem; }
.vev-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.vev-cart { display: grid; gap: 2rem; }
@media (min-width: 900px) { .vev-cart, .vev-checkout { grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr); align-items: start; } }
.vev-cart-lines { list-style: none; margin: 0; padding: 0; }
.vev-cart-line { display: grid; grid-template-columns: 80px minmax(0, 1fr) auto; gap: 1rem; padding: 1rem 0;
  border-bottom: 1px solid var(--vev-color-border); }
.vev-cart-image { width: 80px; height: 80px; object-fit: cover; border-radius: var(--vev-radius); background: var(--vev-color-border); }
.vev-cart-name { font-weight: 600; margin: 0 0 0.25rem; }
.vev-cart-about p { margin: 0 0 0.25rem; }
.vev-cart-custom { margin: 0 0 0.25rem; padding-left: 1.1rem; font-size: 0.9375em; }
.vev-cart-total { font-weight: 600; margin: 0; white-space: nowrap; }
.vev-cart-forms { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 0.5rem; }
.vev-cart-amount { display: flex; gap: 0.5rem; }
.vev-cart-amount input { width: 5rem; }
.vev-shop input, .vev-shop select { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid var(--vev-color-border);
  border-radius: var(--vev-radius-button); background: var(--vev-color-background); color: var(--vev-color-text); }
.vev-link-button { font: inherit; background: none; border: 0; padding: 0; color: var(--vev-color-primary);
  text-decoration: underline; cursor: pointer; }
.vev-cart-side { display: grid; gap: 1rem; padding: 1.25rem; border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius); }
.vev-cart-discount { display: grid; gap: 0.4rem; }
.vev-cart-discount div { display: flex; gap: 0.5rem; }
.vev-cart-discount input { flex: 1; min-width: 0; }
.vev-cart-summary { margin: 0; display: grid; gap: 0.4rem; }
.vev-cart-summary div { display: flex; justify-content: space-between; gap: 1rem; }
.vev-cart-summary dd { margin: 0; white-space: nowrap; }
.vev-cart-grand { font-weight: 700; font-size: 1.125em; border-top: 1px solid var(--vev-color-border); padding-top: 0.5rem; }
.vev-cart-checkout { text-align: center; }
.vev-cart-saved { color: var(--vev-color-primary); }
.vev-cart-message { padding: 0.75rem 1rem; border-radius: var(--vev-radius); border: 1px solid var(--vev-color-border); }
.vev-checkout { display: grid; gap: 2rem; }
.vev-checkout-main { display: grid; gap: 1rem; align-content: start; }
.vev-checkout-refresh { justify-self: start; }
.vev-cart-side h2 { font-size: 1.25rem; margin: 0; }
.vev-checkout fieldset { border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius); padding: 1rem; display: grid; gap: 0.75rem; }
.vev-checkout-field { display: grid; gap: 0.3rem; }
.vev-checkout-choice { display: flex; gap: 0.5rem; align-items: baseline; }
.vev-order-lines { list-style: none; padding: 0; margin: 0 0 1rem; }
.vev-order-lines li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.4rem 0; border-bottom: 1px solid var(--vev-color-border); }
`;
