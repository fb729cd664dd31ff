/**
 * The preview bridge (spec 1 §7 'Preview frame'), served by the storefront to preview pages only.
 * It talks to the dashboard's window alone, and accepts messages from it alone.
 * Received: `{ type: 'refresh' }`, `{ type: 'scrollTo', component }`, and `{ type: 'draft', draft }`
 * with what the editor has typed but not saved: the bridge posts it to its own origin's
 * `previewRenderPath` (with the page's own query, so the same token) and swaps the changed section,
 * or for theme settings and global content the styles and the whole site, in place; a refused
 * draft leaves the last render. Sent (with showControls): `{ type: 'openComponent', component,
 * parent, template }` on a click in a section; `{ type: 'ready', path }` once loaded; and
 * `{ type: 'draftRefused', status }` when a draft could not be shown.
 */
import { previewRenderPath } from './resolvers/preview-render';

export function previewBridgeScript(dashboardOrigin: string): string {
  return `(() => {
  'use strict';
  const dashboard = ${JSON.stringify(dashboardOrigin)};
  const renderPath = ${JSON.stringify(previewRenderPath)};
  if (window.parent === window) return;
  const showControls = new URLSearchParams(location.search).get('showControls') === 'true';
  const post = (message) => window.parent.postMessage(message, dashboard);
  const slotOf = (root, name) =>
    Array.from(root.querySelectorAll('[data-vev-section]')).find((slot) => slot.dataset.vevSection === name);
  const styles = (root) => Array.from(root.head.querySelectorAll('style, link[rel="stylesheet"]'));

  const swap = (next, draft) => {
    if (draft.kind === 'section') {
      const current = slotOf(document, draft.name);
      const fresh = slotOf(next, draft.name);
      if (current && fresh) return current.replaceWith(document.adoptNode(fresh));
    }
    const site = document.querySelector('.vev-site');
    const freshSite = next.querySelector('.vev-site');
    if (!site || !freshSite) return;
    const old = styles(document);
    for (const element of styles(next)) {
      const fresh = document.adoptNode(element);
      if (old[0]) old[0].before(fresh);
      else document.head.append(fresh);
    }
    for (const element of old) element.remove();
    site.replaceWith(document.adoptNode(freshSite));
  };

  // Only the newest draft counts: one still on its way is abandoned.
  let rendering = null;
  const showDraft = async (draft) => {
    rendering?.abort();
    const controller = new AbortController();
    rendering = controller;
    try {
      const response = await fetch(renderPath + location.search, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: location.pathname, draft }),
        redirect: 'manual',
        signal: controller.signal,
      });
      if (!response.ok) return post({ type: 'draftRefused', status: response.status });
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (!controller.signal.aborted) swap(next, draft);
    } catch {
      if (!controller.signal.aborted) post({ type: 'draftRefused', status: 0 });
    }
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== dashboard || event.source !== window.parent) return;
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'refresh') location.reload();
    if (message.type === 'scrollTo' && typeof message.component === 'string') {
      const target = slotOf(document, message.component)?.firstElementChild;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    if (message.type === 'draft' && message.draft && typeof message.draft === 'object') void showDraft(message.draft);
  });
  if (showControls) {
    document.addEventListener('click', (event) => {
      const slot = event.target instanceof Element ? event.target.closest('[data-vev-section]') : null;
      if (!slot) return;
      event.preventDefault();
      event.stopPropagation();
      const area = slot.closest('[data-vev-area]');
      post({
        type: 'openComponent',
        component: slot.dataset.vevSection,
        parent: area ? area.dataset.vevArea : 'main',
        template: area && area.dataset.vevTemplate ? area.dataset.vevTemplate : null,
      });
    }, true);
  }
  post({ type: 'ready', path: location.pathname });
})();
`;
}
