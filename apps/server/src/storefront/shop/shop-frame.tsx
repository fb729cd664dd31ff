/** The frame of the storefront's own pages (the account, booking): a heading, a refusal or a message, then the page. */
import type { ReactNode } from 'react';
import { shopCss } from './shop-styles';

export function ShopFrame(props: {
  title: string;
  /** The page's own styles, after the shop's. */
  css: string;
  className: string;
  message?: string | null;
  error?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="vev-section vev-shop">
      <style>{shopCss + props.css}</style>
      <div className={`vev-container ${props.className}`}>
        <h1>{props.title}</h1>
        {props.error ? (
          <p className="vev-form-error vev-cart-message" role="alert">
            {props.error}
          </p>
        ) : null}
        {props.message ? (
          <p className="vev-cart-message" role="status">
            {props.message}
          </p>
        ) : null}
        {props.children}
      </div>
    </section>
  );
}
