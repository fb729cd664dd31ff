/** The sections that frame a page: header, hero, footer, spacer. */
export const layoutSectionsCss = `
.vev-announcement { background: var(--vev-color-primary); color: var(--vev-color-on-primary); font-size: 0.9375rem; }
.vev-announcement p { margin: 0; padding-block: 0.5rem; text-align: center; }
.vev-announcement-link { margin-left: 0.75rem; color: inherit; font-weight: 600; }
.vev-header {
  background: var(--vev-color-background); color: var(--vev-color-text);
  border-bottom: 1px solid var(--vev-color-border); z-index: 50; position: relative;
}
.vev-header-sticky { position: sticky; top: 0; }
.vev-header-bar { display: flex; align-items: center; gap: 1rem; min-height: 4.25rem; }
@media (min-width: 960px) { .vev-header-bar { gap: 1.5rem; } }
.vev-brand { display: inline-flex; align-items: center; gap: 0.75rem; text-decoration: none; margin-right: auto; }
.vev-brand-logo { height: 2.5rem; width: auto; }
.vev-brand { min-width: 0; }
.vev-brand .vev-brand-name { margin: 0; font-size: 1.125rem; }
@media (min-width: 768px) { .vev-brand .vev-brand-name { font-size: 1.375rem; } }
.vev-menu-mobile { flex: none; }
.vev-menu-desktop { display: none; }
.vev-menu-desktop ul, .vev-menu-mobile-nav ul { list-style: none; margin: 0; padding: 0; }
.vev-menu-desktop > ul { display: flex; gap: 0.25rem; }
.vev-menu-desktop a, .vev-menu-mobile-nav a {
  display: block; padding: 0.5rem 0.75rem; border-radius: var(--vev-radius-button);
  text-decoration: none; font-weight: 500;
}
.vev-menu-desktop a:hover, .vev-menu-mobile-nav a:hover { background: var(--vev-color-surface); }
.vev-menu-desktop a[aria-current="page"], .vev-menu-mobile-nav a[aria-current="page"] {
  color: var(--vev-color-primary); text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 0.45em;
}
.vev-has-submenu { position: relative; }
.vev-submenu {
  display: none; position: absolute; top: 100%; left: 0; min-width: 13rem; padding: 0.5rem !important;
  background: var(--vev-color-background); border: 1px solid var(--vev-color-border);
  border-radius: var(--vev-radius); box-shadow: 0 12px 32px rgb(0 0 0 / 0.12);
}
.vev-has-submenu:hover > .vev-submenu, .vev-has-submenu:focus-within > .vev-submenu { display: block; }
.vev-header-action { display: none; }
.vev-cart-link {
  display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.5rem 0.75rem; flex: none;
  border-radius: var(--vev-radius-button); text-decoration: none; font-weight: 600;
}
.vev-cart-link:hover { background: var(--vev-color-surface); }
.vev-cart-icon { width: 1.25rem; height: 1rem; border: 2px solid currentColor; border-top-width: 5px; border-radius: 2px 2px 5px 5px; }
.vev-account-icon { position: relative; width: 1.125rem; height: 1.125rem; }
.vev-account-icon::before, .vev-account-icon::after { content: ''; position: absolute; left: 50%; border: 2px solid currentColor; transform: translateX(-50%); }
.vev-account-icon::before { top: 0; width: 0.5rem; height: 0.5rem; border-radius: 50%; }
.vev-account-icon::after { bottom: 0; width: 1rem; height: 0.45rem; border-radius: 0.5rem 0.5rem 0 0; border-bottom: 0; }
.vev-cart-link-text { display: none; }
.vev-cart-count {
  min-width: 1.5rem; padding: 0 0.375rem; border-radius: 999px; text-align: center; font-size: 0.875rem; line-height: 1.5rem;
  background: var(--vev-color-primary); color: var(--vev-color-on-primary);
}
.vev-cart-count[data-vev-cart-count="0"] { background: var(--vev-color-surface); color: var(--vev-color-text); }
@media (min-width: 640px) { .vev-cart-link-text { display: inline; } .vev-account-link .vev-cart-link-text { display: none; } }
/* In the bar from 1280 px, where the menu leaves room for it; on small screens in the menu's panel. */
.vev-header-bar > .vev-account-link { display: none; }
@media (min-width: 1280px) { .vev-header-bar > .vev-account-link { display: inline-flex; } }
@media (min-width: 1440px) { .vev-account-link .vev-cart-link-text { display: inline; } }
.vev-menu-mobile > summary {
  list-style: none; display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer;
  padding: 0.5rem 0.75rem; border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius-button); font-weight: 600;
}
.vev-menu-mobile > summary::-webkit-details-marker { display: none; }
.vev-menu-icon, .vev-menu-icon::before, .vev-menu-icon::after {
  display: block; width: 1.125rem; height: 2px; background: currentColor; border-radius: 1px; position: relative;
}
.vev-menu-icon::before, .vev-menu-icon::after { content: ""; position: absolute; left: 0; }
.vev-menu-icon::before { top: -6px; }
.vev-menu-icon::after { top: 6px; }
.vev-menu-mobile[open] > summary { background: var(--vev-color-surface); }
.vev-menu-mobile-panel {
  position: absolute; left: 0; right: 0; top: 100%; padding: 0.75rem 1.25rem 1.25rem;
  background: var(--vev-color-background); border-bottom: 1px solid var(--vev-color-border);
  box-shadow: 0 16px 32px rgb(0 0 0 / 0.12);
}
.vev-menu-mobile-nav a { padding: 0.75rem 0.5rem; font-size: 1.0625rem; }
.vev-menu-mobile-nav > ul > li + li { border-top: 1px solid var(--vev-color-border); }
.vev-menu-mobile-nav .vev-submenu { display: block; position: static; border: 0; box-shadow: none; padding: 0 0 0.5rem 1rem !important; min-width: 0; }
.vev-menu-mobile-panel .vev-button { width: 100%; margin-top: 0.75rem; }
.vev-menu-mobile-panel .vev-account-link { margin-top: 0.5rem; padding-inline: 0.5rem; }
.vev-menu-mobile-panel .vev-account-link .vev-cart-link-text { display: inline; }
@media (min-width: 960px) {
  .vev-menu-desktop, .vev-header-action { display: block; }
  .vev-header-action { display: inline-flex; }
  .vev-menu-mobile { display: none; }
}

.vev-hero { position: relative; display: flex; align-items: center; overflow: hidden; background: var(--vev-color-secondary); color: var(--vev-color-on-secondary); }
.vev-hero-small { min-height: 22rem; }
.vev-hero-medium { min-height: 30rem; }
.vev-hero-large { min-height: min(46rem, 88vh); }
.vev-hero-has-image { color: #fff; background: var(--vev-color-dark); }
.vev-hero-media { position: absolute; inset: 0; }
.vev-hero-media img { width: 100%; height: 100%; object-fit: cover; }
.vev-hero-overlay { position: absolute; inset: 0; background: #000; }
.vev-hero-content { position: relative; }
.vev-hero-heading { max-width: 20ch; font-size: calc(var(--vev-font-heading-size) * 1.15); }
.vev-hero-text { font-size: 1.1875rem; max-width: 38rem; opacity: 0.92; }
.vev-hero.vev-align-center .vev-hero-heading, .vev-hero.vev-align-center .vev-hero-text { margin-inline: auto; }
.vev-hero-has-image .vev-button-secondary { color: #fff; }

.vev-footer { background: var(--vev-color-dark); color: var(--vev-color-on-dark); padding-block: 3.5rem 2rem; font-size: 0.9375rem; }
.vev-footer-grid { display: flex; flex-wrap: wrap; gap: 2.5rem 3rem; }
.vev-footer-about { flex: 2 1 18rem; }
.vev-footer-column { flex: 1 1 9rem; }
.vev-footer .vev-brand-name { font-size: 1.375rem; margin-bottom: 0.75rem; }
.vev-footer-about .vev-rich-text { opacity: 0.8; max-width: 26rem; }
.vev-footer-column h2 { font-family: var(--vev-font-body-family); font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.08em; opacity: 0.7; margin-bottom: 1rem; }
.vev-footer ul { list-style: none; margin: 0; padding: 0; }
.vev-footer-column li + li { margin-top: 0.5rem; }
.vev-footer a { text-decoration: none; opacity: 0.9; }
.vev-footer a:hover { text-decoration: underline; opacity: 1; }
.vev-footer-bottom {
  display: flex; flex-wrap: wrap; gap: 1rem; justify-content: space-between; align-items: center;
  margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid rgb(255 255 255 / 0.15);
}
.vev-footer-bottom p { margin: 0; opacity: 0.75; }
.vev-footer-contact { display: grid; gap: 0.5rem; font-style: normal; white-space: pre-line; }
/* Wide enough for 'Mandag–fredag  10–18' on one line. */
.vev-footer-hours { flex-basis: 13rem; }
.vev-footer .vev-hours { max-width: 18rem; }
.vev-footer .vev-hours > div { border-bottom-color: rgb(255 255 255 / 0.15); padding-block: 0.35rem; }
.vev-social { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }

.vev-spacer-small { height: 1.5rem; }
.vev-spacer-medium { height: 3.5rem; }
.vev-spacer-large { height: 6rem; }
.vev-spacer { display: flex; align-items: center; }
.vev-spacer > .vev-container > hr { border: 0; border-top: 1px solid var(--vev-color-border); margin: 0; }
`;
