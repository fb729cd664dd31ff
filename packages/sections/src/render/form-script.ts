/**
 * The form section's small script (`formScriptPath`, a file: the policy allows no inline script):
 * it hides the fields whose conditions do not hold and leaves them out of what is sent. Without it
 * every field shows, and the server ignores the fields whose conditions are not met.
 */
import { conditionsHoldSource } from './product-script';

export const formScriptPath = '/_vev/form.js';

/** Where a form posts on the site's host. */
export const formSubmitPath = (formId: string) => `/_vev/skjema/${encodeURIComponent(formId)}`;

/** The honeypot: no field may have this name (system names have no brackets). */
export const formHoneypotName = 'vev[nettside]';

/**
 * A refused form comes back on its post address, so a second post's Referer is that address: the
 * answer carries the page it was first sent from in this hidden field (no field has brackets either).
 */
export const formReferrerName = 'vev[side]';

/**
 * `formFieldShows` of @vev/shared for the browser: whether a field's conditions hold for the values
 * sent so far, by field name (a list for checkboxes: 'eq' holds when one ticked value matches).
 */
export const fieldShowsSource = `function fieldShows(conditions, lists) {
  return conditions.every((condition) => {
    const list = lists[condition.targetKey] || [];
    const one = (value) => conditionsHold({ conditions: [condition] }, { [condition.targetKey]: value });
    if (condition.targetOperation === 'eq' && list.length > 1) return list.some(one);
    return one(list.join(', ').trim());
  });
}`;

export const formScript = `(() => {
  'use strict';
  ${conditionsHoldSource}
  ${fieldShowsSource}
  const valuesOf = (field) =>
    Array.from(field.querySelectorAll('input, select, textarea'))
      .filter((input) => (input.type === 'radio' || input.type === 'checkbox' ? input.checked : true))
      .map((input) => input.value);
  const conditionsOf = (field) => {
    try {
      return JSON.parse(field.dataset.vevConditions || '[]');
    } catch {
      return [];
    }
  };
  const update = (form) => {
    const fields = Array.from(form.querySelectorAll('[data-vev-field]'));
    const shown = new Set(fields);
    // A hidden field counts as empty, which may hide the fields that depend on it: repeat until settled.
    for (let pass = 0; pass <= fields.length; pass += 1) {
      const lists = {};
      for (const field of fields) lists[field.dataset.vevField] = shown.has(field) ? valuesOf(field) : [];
      let changed = false;
      for (const field of fields) {
        const holds = fieldShows(conditionsOf(field), lists);
        if (holds !== shown.has(field)) {
          changed = true;
          if (holds) shown.add(field);
          else shown.delete(field);
        }
      }
      if (!changed) break;
    }
    for (const field of fields) {
      field.hidden = !shown.has(field);
      for (const input of field.querySelectorAll('input, select, textarea'))
        input.disabled = field.hidden || input.hasAttribute('data-vev-disabled');
    }
  };
  for (const form of document.querySelectorAll('form[data-vev-form]')) {
    const run = () => update(form);
    form.addEventListener('change', run);
    form.addEventListener('input', run);
    run();
  }
})();
`;
