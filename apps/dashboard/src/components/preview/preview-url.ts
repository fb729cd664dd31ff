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

/**
 * What the editor has typed but not saved, sent to the frame to show at once (the storefront renders
 * it without storing it): one section's props, or the theme settings or global content.
 */
export type PreviewDraft =
  | { kind: 'section'; name: string; props: Record<string, unknown> }
  | { kind: 'theme' | 'global'; document: Record<string, unknown> };

/** A message from the frame the dashboard acts on; anything else is ignored. */
export interface OpenComponentMessage {
  type: 'openComponent';
  component: string;
  parent: 'header' | 'main' | 'footer';
  /** The template's id when the section belongs to the template, null for the item's own sections. */
  template: string | null;
}

/** The frame could not show a draft (`status` 0 when the request did not get through). */
export interface DraftRefusedMessage {
  type: 'draftRefused';
  status: number;
}

export type FrameMessage = OpenComponentMessage | DraftRefusedMessage | { type: 'ready' };

export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'ready') return { type: 'ready' };
  if (message.type === 'draftRefused') {
    return { type: 'draftRefused', status: typeof message.status === 'number' ? message.status : 0 };
  }
  if (message.type !== 'openComponent' || typeof message.component !== 'string') return null;
  const parent = message.parent === 'header' || message.parent === 'footer' ? message.parent : 'main';
  return {
    type: 'openComponent',
    component: message.component,
    parent,
    template: typeof message.template === 'string' && message.template ? message.template : null,
  };
}
