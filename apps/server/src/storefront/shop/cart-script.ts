/**
 * The shop's small script (`/_vev/cart.js`, no framework): everything works without it. On the
 * cart a changed amount sends its line's form at once, and on the checkout a changed country or
 * postcode asks for the shipping methods and prices of the new address ('Oppdater fraktvalg').
 */
export const cartScriptPath = '/_vev/cart.js';

export const cartScript = `(function () {
  document.querySelectorAll('.vev-cart-amount').forEach(function (form) {
    var input = form.querySelector('input[name="amount"]');
    if (!input) return;
    input.addEventListener('change', function () {
      if (input.checkValidity()) form.requestSubmit ? form.requestSubmit() : form.submit();
    });
  });
  var refresh = document.querySelector('.vev-checkout-refresh');
  if (!refresh) return;
  ['vev-checkout-country', 'vev-checkout-postcode'].forEach(function (id) {
    var field = document.getElementById(id);
    if (field) field.addEventListener('change', function () { refresh.click(); });
  });
})();
`;
