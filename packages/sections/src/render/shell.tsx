/** The frame every section sits in: a landmark, its background and the content width. */
import type { ReactNode } from 'react';

interface SectionShellProps {
  kind: string;
  background?: string;
  /** The id of the heading that names the section for screen readers. */
  labelledBy?: string;
  width?: 'narrow' | 'content' | 'wide' | 'full';
  className?: string;
  children: ReactNode;
}

export function SectionShell({
  kind,
  background = 'default',
  labelledBy,
  width = 'content',
  className,
  children,
}: SectionShellProps) {
  const classes = ['vev-section', `vev-${kind}`, `vev-bg-${background}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={labelledBy}>
      <div className={`vev-container vev-width-${width}`}>{children}</div>
    </section>
  );
}

/** A stable id for a section's heading, from the instance name (`hero1-heading`). */
export const headingId = (instance: string, suffix = 'heading') =>
  `${instance.replace(/[^a-zA-Z0-9_-]/g, '')}-${suffix}`;
