/** The content and shop sections: gallery, call to action, FAQ, contact, video, products and categories. */
export const contentSectionsCss = `
.vev-aspect-square img { aspect-ratio: 1; object-fit: cover; }
.vev-aspect-landscape img { aspect-ratio: 3 / 2; object-fit: cover; }
.vev-aspect-portrait img { aspect-ratio: 3 / 4; object-fit: cover; }

.vev-cta { text-align: center; }
.vev-cta .vev-lead { margin-inline: auto; }
.vev-cta > .vev-container > h2 { font-size: calc(var(--vev-font-heading-size) * 0.85); margin-bottom: 0.5em; }

.vev-faq-list { border-top: 1px solid var(--vev-color-border); }
.vev-faq-item { border-bottom: 1px solid var(--vev-color-border); }
.vev-faq-item > summary {
  list-style: none; cursor: pointer; display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 1.125rem 0;
}
.vev-faq-item > summary::-webkit-details-marker { display: none; }
.vev-faq-item > summary h3 { margin: 0; font-family: var(--vev-font-body-family); font-size: 1.125rem; font-weight: 600; letter-spacing: 0; }
.vev-faq-item > summary::after {
  content: "+"; flex: none; display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%;
  background: var(--vev-color-surface); color: var(--vev-color-primary); font-size: 1.25rem; font-weight: 600; transition: transform 0.2s ease;
}
.vev-faq-item[open] > summary::after { transform: rotate(45deg); }
.vev-faq-answer { padding: 0 3rem 1.25rem 0; color: var(--vev-color-muted); }

.vev-contact-list { margin: 1.5rem 0 0; display: grid; gap: 1.25rem; }
.vev-contact-list dt, .vev-hours dt { font-weight: 600; }
.vev-contact-list dt { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.08em; color: var(--vev-color-muted); }
.vev-contact-list dd { margin: 0.25rem 0 0; font-size: 1.125rem; }
.vev-contact-list address { font-style: normal; white-space: pre-line; }
.vev-contact-list a { color: var(--vev-color-primary); text-underline-offset: 0.2em; }
.vev-contact-list .vev-text-link { display: inline-block; margin-top: 0.25rem; font-size: 0.9375rem; }
.vev-hours { margin: 0; }
/* Days and time share a line where they fit, else the time moves below; a range never breaks inside. */
.vev-hours > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.125rem 1rem; padding: 0.6rem 0; border-bottom: 1px dashed var(--vev-color-border); }
.vev-hours > div:last-child { border-bottom: 0; }
.vev-hours dd { margin: 0; font-variant-numeric: tabular-nums; }
.vev-contact .vev-split { align-items: start; }

.vev-video-frame { position: relative; aspect-ratio: 16 / 9; border-radius: var(--vev-radius); overflow: hidden; background: var(--vev-color-dark); }
.vev-video-frame iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }

.vev-product-card { display: flex; flex-direction: column; gap: 0.35rem; height: 100%; }
.vev-product-card-link { text-decoration: none; color: inherit; }
.vev-product-card-image {
  aspect-ratio: 3 / 2; border-radius: var(--vev-radius); overflow: hidden; background: var(--vev-color-surface); margin-bottom: 0.75rem;
}
.vev-product-card-image img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
.vev-product-card-link:hover img { transform: scale(1.04); }
.vev-product-card h3 { font-family: var(--vev-font-body-family); font-size: 1rem; font-weight: 600; letter-spacing: 0; margin: 0; }
.vev-product-card-link:hover h3 { text-decoration: underline; text-underline-offset: 0.2em; }
.vev-product-card-linked { margin: 0; font-size: 0.875rem; color: var(--vev-color-muted); }
.vev-price { margin: 0; font-weight: 600; display: flex; flex-wrap: wrap; gap: 0 0.5rem; align-items: baseline; }
.vev-price-sale { color: var(--vev-color-sale); }
.vev-bg-dark .vev-price-sale, .vev-bg-primary .vev-price-sale { color: inherit; }
.vev-price-before { color: var(--vev-color-muted); font-weight: 400; font-size: 0.875em; }
.vev-product-card .vev-badge { align-self: flex-start; }

.vev-product-images { display: grid; gap: 0.75rem; align-self: start; }
.vev-product-image-main { aspect-ratio: 1; border-radius: var(--vev-radius); overflow: hidden; background: var(--vev-color-surface); }
.vev-product-image-main img { width: 100%; height: 100%; object-fit: cover; }
.vev-product-thumbs { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(5.125rem, 1fr)); gap: 0.75rem; }
.vev-product-thumbs img { aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--vev-radius) * 0.6); }
.vev-product-detail .vev-split { align-items: start; }
.vev-product-info h1 { font-size: calc(var(--vev-font-heading-size) * 0.85); margin-bottom: 0.25em; }
.vev-product-info > .vev-price, .vev-product-info > [data-vev-variant-price] > .vev-price { font-size: 1.5rem; margin-bottom: 0.75rem; }
.vev-price-tax { font-weight: 400; font-size: 0.75em; color: var(--vev-color-muted); }
.vev-labels { list-style: none; margin: 0 0 0.5rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.375rem; }
.vev-label { font-size: 0.75rem; font-weight: 600; padding: 0.125rem 0.5rem; border-radius: var(--vev-radius-button);
  background: #343a40; color: #ffffff; }
.vev-product-card .vev-labels { margin: 0; }
.vev-bundle h2 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.vev-bundle ul { margin: 0; padding-left: 1.25rem; }
.vev-attributes { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
.vev-attributes > div { display: contents; }
.vev-attributes dt { font-weight: 600; }
.vev-attributes dd { margin: 0; }
.vev-cross-sell { margin-top: 3rem; }
.vev-cross-sell h2 { font-size: 1.25rem; margin-bottom: 1rem; }
.vev-not-for-sale { font-weight: 600; margin: 1.5rem 0; }
.vev-buy .vev-choice-list, .vev-buy .vev-customize { flex: 1 1 100%; }
.vev-choice-list { border: 0; margin: 0; padding: 0; display: grid; gap: 0.375rem; }
.vev-choice-list legend { font-size: 0.875rem; font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
.vev-choice { display: flex; align-items: center; gap: 0.5rem; }
.vev-choice-price { margin-left: auto; font-weight: 600; }
.vev-customize { display: grid; gap: 1rem; }
.vev-customize-field[hidden] { display: none; }
.vev-customize-field .vev-field input[type="text"] { width: 100%; }
.vev-customize-field .vev-muted { margin: 0.25rem 0 0; font-size: 0.8125rem; }
.vev-swatch { width: 1.25rem; height: 1.25rem; border-radius: 50%; border: 1px solid var(--vev-color-border); }
.vev-stock { font-weight: 600; font-size: 0.9375rem; display: flex; align-items: center; gap: 0.5rem; }
.vev-stock::before { content: ""; width: 0.625rem; height: 0.625rem; border-radius: 50%; background: currentColor; }
.vev-stock-inStock { color: var(--vev-color-success); }
.vev-stock-outOfStock { color: var(--vev-color-sale); }
.vev-stock-onBackOrder { color: var(--vev-color-muted); }
.vev-buy { display: flex; flex-wrap: wrap; align-items: end; gap: 0.75rem; margin: 1.5rem 0; }
.vev-buy .vev-button { flex: 1 1 12rem; }
.vev-field { display: grid; gap: 0.25rem; font-size: 0.875rem; font-weight: 600; }
.vev-field input {
  width: 5.5rem; min-height: 2.875rem; padding: 0.5rem 0.75rem; font: inherit; font-weight: 400; color: inherit;
  background: var(--vev-color-background); border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius-button);
}

.vev-category-card {
  position: relative; display: block; border-radius: var(--vev-radius); overflow: hidden; text-decoration: none;
  background: var(--vev-color-surface); color: var(--vev-color-text); height: 100%;
}
.vev-category-card-image { aspect-ratio: 4 / 3; overflow: hidden; background: var(--vev-color-secondary); }
.vev-category-card-image img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
.vev-category-card:hover img { transform: scale(1.04); }
.vev-category-card-body { padding: 1.25rem 1.5rem 1.5rem; }
.vev-category-card-body h3 { margin: 0 0 0.25rem; }
.vev-category-card-body h3::after { content: " →"; color: var(--vev-color-primary); }
.vev-category-card-body p { margin: 0; color: var(--vev-color-muted); }

.vev-record-card { height: 100%; }
.vev-record-card h3 { margin: 0 0 0.75rem; }
.vev-record-fields { margin: 0; display: grid; gap: 0.5rem; }
.vev-record-fields dt { font-size: 0.8125rem; color: var(--vev-color-muted); }
.vev-record-fields dd { margin: 0; }

.vev-booking-card { height: 100%; display: flex; flex-direction: column; gap: 0.75rem; }
.vev-booking-card h3, .vev-booking-card p { margin: 0; }
.vev-booking-card .vev-button { margin-top: auto; align-self: flex-start; }
.vev-booking-facts { color: var(--vev-color-muted); }
.vev-form-fields { display: grid; gap: 1.25rem; }
.vev-form-field { display: grid; gap: 0.375rem; }
.vev-form-field[hidden], .vev-form-hp { display: none; }
.vev-form-field > label, .vev-form-choices legend { font-weight: 600; font-size: 0.9375rem; }
.vev-form-field input:not([type="radio"]):not([type="checkbox"]), .vev-form-field select, .vev-form-field textarea {
  width: 100%; min-height: 2.875rem; padding: 0.5rem 0.75rem; font: inherit; color: inherit;
  background: var(--vev-color-background); border: 1px solid var(--vev-color-border); border-radius: var(--vev-radius-button);
}
.vev-form-field [aria-invalid="true"] { border-color: var(--vev-color-sale); }
.vev-form-choices { border: 0; margin: 0; padding: 0; display: grid; gap: 0.375rem; }
.vev-form-choice { display: flex; align-items: center; gap: 0.5rem; }
.vev-form-help { margin: 0; font-size: 0.8125rem; color: var(--vev-color-muted); }
.vev-form-error { margin: 0; font-size: 0.875rem; font-weight: 600; color: var(--vev-color-sale); }
.vev-form-fields .vev-button { justify-self: start; }
`;
