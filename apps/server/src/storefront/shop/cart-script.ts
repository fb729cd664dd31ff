/**
 * The shop's small script (`/_vev/cart.js`, no framework): everything works without it. On the
 * cart a changed amount sends its line's form at once, and on the checkout a changed country,
 * postcode or shipping method asks the server for the form again (as 'Oppdater fraktvalg' does) and
 * puts in only its shipping choices and summary, so what the buyer typed meanwhile stays.
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
  var form = refresh && refresh.form;
  if (!form) return;
  var latest = null;
  // Only the shipping choices and the summary are replaced; every field keeps what the buyer typed meanwhile.
  function update() {
    if (!window.fetch || !window.DOMParser || !window.URLSearchParams) return refresh.click();
    var body = new URLSearchParams(new FormData(form));
    body.set('action', 'refresh');
    // (form.action would be the button named 'action', so the attribute.)
    var asked = (latest = fetch(form.getAttribute('action') || location.pathname, { method: 'POST', body: body, credentials: 'same-origin' })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (!html || asked !== latest) return;
        var next = new DOMParser().parseFromString(html, 'text/html');
        ['.vev-checkout-shipping', '.vev-cart-side'].forEach(function (selector) {
          var now = form.querySelector(selector);
          var fresh = next.querySelector(selector);
          if (now && fresh) now.replaceWith(document.importNode(fresh, true));
        });
      })
      .catch(function () {}));
  }
  ['vev-checkout-country', 'vev-checkout-postcode'].forEach(function (id) {
    var field = document.getElementById(id);
    if (field) field.addEventListener('change', update);
  });
  form.addEventListener('change', function (event) {
    if (event.target && event.target.name === 'shippingMethod') update();
  });
})();
`;
