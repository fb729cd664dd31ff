/** The storefront address the preview frame loads (spec 1 §7 'Preview frame'). */
export interface PreviewQuery {
  revision?: string | null;
  experiment?: string | null;
  experimentVariant?: string | null;
}

export function previewUrl(
  storefrontUrl: string,
  path: string,
  token: string,
  options: PreviewQuery & { showControls: boolean },
): string {
  const url = new URL(path, storefrontUrl);
  url.searchParams.set('preview', 'true');
  url.searchParams.set('token', token);
  if (options.showControls) url.searchParams.set('showControls', 'true');
  for (const key of ['revision', 'experiment', 'experimentVariant'] as const) {
    const value = options[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.href;
}

/** A message from the frame the dashboard acts on; anything else is ignored. */
export interface OpenComponentMessage {
  type: 'openComponent';
  component: string;
  parent: 'header' | 'main' | 'footer';
  /** The template's id when the section belongs to the template, null for the item's own sections. */
  template: string | null;
}

export function readFrameMessage(data: unknown): OpenComponentMessage | { type: 'ready' } | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'ready') return { type: 'ready' };
  if (message.type !== 'openComponent' || typeof message.component !== 'string') return null;
  const parent = message.parent === 'header' || message.parent === 'footer' ? message.parent : 'main';
  return {
    type: 'openComponent',
    component: message.component,
    parent,
    template: typeof message.template === 'string' && message.template ? message.template : null,
  };
}
