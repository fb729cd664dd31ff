import { defineSection } from '../definition/define';
import type { Link } from '../definition/types';
import type { SectionContext } from '../render/context';
import { keyed } from '../render/keys';
import { LinkAnchor, linkHref, linkLabel } from '../render/links';
import { Image } from '../render/media';

interface MenuItem {
  link: Link | null;
  children: (Link | null)[];
}

function MenuLink({ link, context }: { link: Link | null; context: SectionContext }) {
  const href = linkHref(link, context.data);
  if (!link || !href) return null;
  const current = href === context.data.current?.path ? 'page' : undefined;
  return (
    <a href={href} aria-current={current} aria-label={link.ariaLabel || undefined}>
      {linkLabel(link, context.data)}
    </a>
  );
}

/** The global content's announcement bar, above the header when it is switched on. */
function AnnouncementBar({ context }: { context: SectionContext }) {
  const announcement = context.data.global?.announcement;
  if (!announcement?.enabled || !announcement.text) return null;
  return (
    <aside className="vev-announcement" aria-label="Kunngjøring">
      <div className="vev-container vev-width-wide">
        <p>
          {announcement.text}
          <LinkAnchor link={announcement.link} data={context.data} className="vev-announcement-link" />
        </p>
      </div>
    </aside>
  );
}

/** 'Handlekurv, 3 varer': what a screen reader says for the cart link. */
function cartLinkLabel(count: number): string {
  if (count === 0) return 'Handlekurv, tom';
  return `Handlekurv, ${count} ${count === 1 ? 'vare' : 'varer'}`;
}

/** A shop's header links to the cart with the number of items in it (the storefront gives the count). */
function CartLink({ context }: { context: SectionContext }) {
  const { cartCount, cartPath } = context.data;
  if (cartCount === undefined) return null;
  const href = cartPath ?? '/handlekurv';
  return (
    <a
      className="vev-cart-link"
      href={href}
      aria-label={cartLinkLabel(cartCount)}
      aria-current={context.data.current?.path === href ? 'page' : undefined}
    >
      <span className="vev-cart-icon" aria-hidden="true" />
      <span className="vev-cart-link-text">Handlekurv</span>
      <span className="vev-cart-count" data-vev-cart-count={cartCount}>
        {cartCount}
      </span>
    </a>
  );
}

/** A shop's header links to the customer's account (sign-in, or 'Mine ordre' when signed in). */
function AccountLink({ context }: { context: SectionContext }) {
  const { accountPath } = context.data;
  if (!accountPath) return null;
  return (
    <a
      className="vev-cart-link vev-account-link"
      href={accountPath}
      aria-label="Min konto"
      aria-current={context.data.current?.path === accountPath ? 'page' : undefined}
    >
      <span className="vev-account-icon" aria-hidden="true" />
      <span className="vev-cart-link-text">Min konto</span>
    </a>
  );
}

function Menu({ items, context, className }: { items: MenuItem[]; context: SectionContext; className: string }) {
  return (
    <nav className={className} aria-label="Hovedmeny">
      <ul>
        {keyed(items).map(([key, item]) => (
          <li key={key} className={item.children.length > 0 ? 'vev-has-submenu' : undefined}>
            <MenuLink link={item.link} context={context} />
            {item.children.length > 0 ? (
              <ul className="vev-submenu">
                {keyed(item.children).map(([childKey, child]) => (
                  <li key={childKey}>
                    <MenuLink link={child} context={context} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const header = defineSection({
  name: 'header',
  label: 'Toppmeny',
  description: 'Logo, navigasjon og en knapp øverst på alle sider.',
  icon: 'IconLayoutNavbar',
  usableInSection: true,
  usableInRichContent: false,
  props: [
    { name: 'logo', label: 'Logo', description: 'Uten logo vises nettstedets logo eller navn.', type: 'image' },
    { name: 'showSiteName', label: 'Vis nettstedets navn', type: 'boolean', default: true },
    {
      name: 'menu',
      label: 'Meny',
      type: 'list',
      max: 12,
      itemTitle: 'link',
      of: {
        type: 'object',
        label: 'Menypunkt',
        fields: [
          { name: 'link', label: 'Lenke', type: 'link', required: true },
          { name: 'children', label: 'Undermeny', type: 'list', max: 20, of: { type: 'link', label: 'Lenke' } },
        ],
      },
    },
    { name: 'action', label: 'Knapp', type: 'link' },
    { name: 'sticky', label: 'Fest til toppen ved rulling', type: 'boolean', default: true },
  ],
  render: ({ props, context }) => {
    const { site } = context.data;
    const logo = props.logo ?? site.logo;
    return (
      <>
        <AnnouncementBar context={context} />
        <header className={`vev-header${props.sticky ? ' vev-header-sticky' : ''}`}>
          <div className="vev-container vev-width-wide vev-header-bar">
            <a className="vev-brand" href="/" aria-label={`${site.displayName}, til forsiden`}>
              {logo ? <Image image={logo} sizes="160px" eager maxWidth={480} className="vev-brand-logo" /> : null}
              {props.showSiteName || !logo ? <span className="vev-brand-name">{site.displayName}</span> : null}
            </a>
            <Menu items={props.menu} context={context} className="vev-menu-desktop" />
            <LinkAnchor
              link={props.action}
              data={context.data}
              className="vev-button vev-button-primary vev-header-action"
            />
            <AccountLink context={context} />
            <CartLink context={context} />
            {props.menu.length > 0 ? (
              <details className="vev-menu-mobile">
                <summary>
                  <span className="vev-menu-icon" aria-hidden="true" />
                  <span>Meny</span>
                </summary>
                <div className="vev-menu-mobile-panel">
                  <Menu items={props.menu} context={context} className="vev-menu-mobile-nav" />
                  <AccountLink context={context} />
                  <LinkAnchor link={props.action} data={context.data} className="vev-button vev-button-primary" />
                </div>
              </details>
            ) : null}
          </div>
        </header>
      </>
    );
  },
});
