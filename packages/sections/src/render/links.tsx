/** Links as sections store them (spec 1 §3 'Link'), resolved to addresses on the site. */
import type { ReactNode } from 'react';
import type { Link } from '../definition/types';
import { safeHrefOrUndefined } from '../definition/values';
import type { StorefrontData } from './context';

/** Where a link goes, or undefined when its page or product is not published (or the address is unsafe). */
export function linkHref(link: Link | null | undefined, data: StorefrontData): string | undefined {
  if (!link) return undefined;
  if (link.type === 'page') return link.page ? data.pages[link.page]?.path : undefined;
  if (link.type === 'product') return link.product ? data.products[link.product]?.path : undefined;
  return safeHrefOrUndefined(link.url);
}

/** The text a link shows: its label, else the title of what it points to. */
export function linkLabel(link: Link, data: StorefrontData): string {
  if (link.label) return link.label;
  if (link.type === 'page' && link.page) return data.pages[link.page]?.title ?? '';
  if (link.type === 'product' && link.product) return data.products[link.product]?.name ?? '';
  return link.url;
}

interface LinkAnchorProps {
  link: Link | null | undefined;
  data: StorefrontData;
  className?: string;
  children?: ReactNode;
}

/** An `<a>` for a stored link; nothing when the link leads nowhere. */
export function LinkAnchor({ link, data, className, children }: LinkAnchorProps) {
  const href = linkHref(link, data);
  if (!link || !href) return null;
  const newTab = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className={className} href={href} aria-label={link.ariaLabel || undefined} {...newTab}>
      {children ?? linkLabel(link, data)}
    </a>
  );
}
