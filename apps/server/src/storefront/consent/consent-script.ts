/**
 * The consent script (`/_vev/consent.js`), loaded by every page of a site with the cookie dialog.
 * The page's HTML is the same for every visitor; this script alone reads the visitor's choice, so
 * cached pages and their ETags never depend on it.
 *
 * The choice is the first-party cookie `vev_consent` = `{format}.{accepted}.{asked}`, categories
 * joined by '+' (`1.analytics.ad+analytics`), for 12 months, SameSite=Lax, readable by this script.
 * `asked` is what the dialog offered: when the site starts using a new category the visitor is asked
 * again, while what they accepted before still counts. Withdrawing a category forgets the cookies
 * listed under it and reloads the page, since a script that has run cannot be stopped.
 */
import { necessaryCategories } from './consent-model';

export const consentScriptPath = '/_vev/consent.js';

export const consentCookie = { name: 'vev_consent', format: '1', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export const consentScript = `(() => {
  'use strict';
  const cookieName = ${JSON.stringify(consentCookie.name)};
  const format = ${JSON.stringify(consentCookie.format)};
  const maxAge = ${consentCookie.maxAgeSeconds};
  const dialog = document.getElementById('vev-consent');
  if (!dialog) return;
  const heading = document.getElementById('vev-consent-title');
  const switches = Array.from(dialog.querySelectorAll('input[data-vev-consent-category]:not(:disabled)'));
  const offered = switches.map((input) => input.value);
  const reopen = document.querySelector('[data-vev-consent-open]');
  let opener = null;

  const list = (value) => (value ? value.split('+') : []);
  function storedChoice() {
    const entry = document.cookie.split(/;\\s*/).find((part) => part.startsWith(cookieName + '='));
    const [version, accepted, asked] = entry ? entry.slice(cookieName.length + 1).split('.') : [];
    return version === format ? { accepted: list(accepted), asked: list(asked) } : null;
  }
  function store(accepted) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const value = [format, accepted.join('+'), offered.join('+')].join('.');
    document.cookie = cookieName + '=' + value + '; Max-Age=' + maxAge + '; Path=/; SameSite=Lax' + secure;
  }

  /** Starts the inert scripts of the accepted categories where they stand, in document order. */
  function activate(accepted) {
    for (const inert of document.querySelectorAll('script[type="text/plain"][data-vev-consent]')) {
      if (!accepted.includes(inert.dataset.vevConsent)) continue;
      const script = document.createElement('script');
      script.src = inert.dataset.src;
      script.async = false;
      inert.replaceWith(script);
    }
  }

  /** Expires the listed cookies of withdrawn categories, on this host and the domains above it. */
  function forget(withdrawn, kept) {
    const keep = new Set();
    const names = new Set();
    for (const group of dialog.querySelectorAll('[data-vev-consent-cookies]')) {
      const category = group.dataset.vevConsentCookies;
      const target = withdrawn.includes(category) ? names : kept.includes(category) ? keep : null;
      if (!target) continue;
      for (const cookie of group.querySelectorAll('[data-vev-cookie]')) target.add(cookie.dataset.vevCookie);
    }
    const labels = location.hostname.split('.');
    const domains = [''].concat(labels.slice(0, -1).map((_, index) => '; Domain=' + labels.slice(index).join('.')));
    for (const name of names) {
      if (keep.has(name) || !/^[\\w!#$%&'*+.^\`|~-]+$/.test(name)) continue;
      for (const domain of domains) document.cookie = name + '=; Max-Age=0; Path=/' + domain;
    }
  }

  function setSwitches(accepted) {
    for (const input of switches) input.checked = accepted.includes(input.value);
  }
  function show() {
    if (!dialog.open) dialog.show();
    heading.focus({ preventScroll: true });
  }
  function choose(accepted) {
    const before = storedChoice();
    const withdrawn = before ? before.accepted.filter((category) => !accepted.includes(category)) : [];
    setSwitches(accepted);
    store(accepted);
    dialog.close();
    if (withdrawn.length) {
      forget(withdrawn, accepted.concat(${JSON.stringify(necessaryCategories)}));
      location.reload();
    } else activate(accepted);
  }

  dialog.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-vev-consent-action]') : null;
    if (!button) return;
    const action = button.dataset.vevConsentAction;
    if (action === 'all') choose(offered);
    else if (action === 'necessary') choose([]);
    else choose(switches.filter((input) => input.checked).map((input) => input.value));
  });
  // A non-modal dialog has no Escape of its own. Closing without a choice accepts nothing.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener) opener.focus();
    opener = null;
  });
  if (reopen) {
    reopen.closest('[hidden]')?.removeAttribute('hidden');
    // The visitor came to change their choice: the choices are open at once.
    reopen.addEventListener('click', () => {
      const choice = storedChoice();
      setSwitches(choice ? choice.accepted : []);
      dialog.querySelector('[data-vev-consent-settings]').open = true;
      opener = reopen;
      show();
    });
  }

  const choice = storedChoice();
  const accepted = choice ? choice.accepted.filter((category) => offered.includes(category)) : [];
  setSwitches(accepted);
  activate(accepted);
  const answered = choice !== null && offered.every((category) => choice.asked.includes(category));
  if (!answered && !dialog.hasAttribute('data-vev-preview')) show();
})();
`;
