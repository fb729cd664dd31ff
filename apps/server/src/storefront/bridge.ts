/**
 * The preview bridge (spec 1 §7 'Preview frame'), served by the storefront to preview pages only.
 * It talks to the dashboard's window alone, and accepts messages from it alone.
 * Received: `{ type: 'refresh' }`, `{ type: 'scrollTo', component }`. Sent (with showControls):
 * `{ type: 'openComponent', component, parent, template }` on a click in a section, and
 * `{ type: 'ready', path }` once loaded.
 */
export function previewBridgeScript(dashboardOrigin: string): string {
  return `(() => {
  'use strict';
  const dashboard = ${JSON.stringify(dashboardOrigin)};
  if (window.parent === window) return;
  const showControls = new URLSearchParams(location.search).get('showControls') === 'true';
  const post = (message) => window.parent.postMessage(message, dashboard);
  const slotOf = (name) =>
    Array.from(document.querySelectorAll('[data-vev-section]')).find((slot) => slot.dataset.vevSection === name);
  window.addEventListener('message', (event) => {
    if (event.origin !== dashboard || event.source !== window.parent) return;
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'refresh') location.reload();
    if (message.type === 'scrollTo' && typeof message.component === 'string') {
      const target = slotOf(message.component)?.firstElementChild;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
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
