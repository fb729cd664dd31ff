/**
 * The product page's small script, served by the storefront as a file (`productScriptPath`; the
 * policy allows no inline script). It shows the chosen variant's price and hides (and leaves out
 * of the form) the customization fields whose conditions do not hold. Without it the page still
 * works: every field shows and each variant names its price.
 *
 * `conditionsHoldSource` is `conditionsHold` of @vev/shared written for the browser; a test holds
 * the two to the same answers.
 */

export const productScriptPath = '/_vev/product.js';

export const conditionsHoldSource = `function conditionsHold(option, values) {
  const numberIn = (value) => {
    const text = String(value).trim().replace(',', '.');
    return /^-?\\d+(\\.\\d+)?$/.test(text) ? Number(text) : null;
  };
  const sameEntry = (value, target) => {
    const a = numberIn(value);
    const b = numberIn(target);
    if (a !== null && b !== null) return a === b;
    return value.trim().toLocaleLowerCase('nb') === target.trim().toLocaleLowerCase('nb');
  };
  return option.conditions.every((condition) => {
    const value = values[condition.targetKey] ?? '';
    const filled = value.trim() !== '';
    switch (condition.targetOperation) {
      case 'set':
        return filled;
      case 'eq':
        return filled && sameEntry(value, condition.targetValue);
      case 'neq':
        return !filled || !sameEntry(value, condition.targetValue);
      case 'gt':
      case 'lt': {
        const entry = numberIn(value);
        const target = numberIn(condition.targetValue);
        if (entry === null || target === null) return false;
        return condition.targetOperation === 'gt' ? entry > target : entry < target;
      }
      default:
        return false;
    }
  });
}`;

export const productScript = `(() => {
  'use strict';
  ${conditionsHoldSource}
  const valueOf = (field) => {
    const inputs = Array.from(field.querySelectorAll('input, select, textarea'));
    const input = inputs.find((element) => (element.type === 'radio' ? element.checked : true));
    if (!input) return '';
    if (input.type === 'checkbox') return input.checked ? input.value : '';
    return input.value;
  };
  const conditionsOf = (field) => {
    try {
      return JSON.parse(field.dataset.vevConditions || '[]');
    } catch {
      return [];
    }
  };
  const update = (form, root) => {
    const chosen = form.querySelector('input[name="variant"]:checked');
    if (chosen) {
      for (const price of root.querySelectorAll('[data-vev-variant-price]')) {
        price.hidden = price.dataset.vevVariantPrice !== chosen.value;
      }
    }
    const fields = Array.from(form.querySelectorAll('[data-vev-field]'));
    const shown = new Set(fields);
    // A hidden field counts as empty, which may hide the fields that depend on it: repeat until settled.
    for (let pass = 0; pass <= fields.length; pass += 1) {
      const values = {};
      for (const field of fields) values[field.dataset.vevField] = shown.has(field) ? valueOf(field) : '';
      let changed = false;
      for (const field of fields) {
        const holds = conditionsHold({ conditions: conditionsOf(field) }, values);
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
      for (const input of field.querySelectorAll('input, select, textarea')) input.disabled = field.hidden;
    }
  };
  for (const form of document.querySelectorAll('form[data-vev-product-form]')) {
    const root = form.closest('[data-vev-product]') || form;
    const run = () => update(form, root);
    form.addEventListener('change', run);
    form.addEventListener('input', run);
    run();
  }
})();
`;
