/**
 * The preview frame's side of the bridge (spec 1 §7 'Preview frame'): the storefront address with a
 * fresh token, `refresh`, `scrollTo` and `draft` sent to the frame, `openComponent` received from it.
 * Both directions check the origin: messages go to the storefront's origin only, and only messages
 * from that origin and from this frame's window are read.
 *
 * A draft (what the editor has typed, not saved) is sent a moment after the typing stops, and again
 * whenever the frame has loaded anew, until it is dropped: so a reload of the frame (another save,
 * a new token) keeps showing what the form holds (docs/decisions/designer-and-sections.md).
 */
import { previewScrollDelayMs } from '@vev/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePreviewToken } from '../../hooks/api/preview';
import {
  type OpenComponentMessage,
  type PreviewDraft,
  type PreviewQuery,
  previewUrl,
  readFrameMessage,
} from './preview-url';

/** A token this close to its end is replaced before a reload, so the frame never falls back to the published page. */
const tokenMarginMs = 2 * 60_000;

/** Typing pauses this long before the frame is asked to show the draft: the frame answers within ~200 ms. */
export const draftDelayMs = 120;

const tokenEnding = (loaded: { expiresAt: number } | null) => !loaded || loaded.expiresAt - Date.now() <= tokenMarginMs;

export interface PreviewFrameInput {
  /** The storefront path of what is shown (`/om-oss`, `/_vev/maler/{id}`). */
  path: string;
  query: PreviewQuery;
  showControls: boolean;
  onOpenComponent?: (message: OpenComponentMessage) => void;
}

export interface PreviewFrame {
  ref: React.RefObject<HTMLIFrameElement | null>;
  src: string | null;
  /** Changes when the frame must be loaded anew (a new token): the frame's React key. */
  generation: number;
  loading: boolean;
  error: boolean;
  /** Reloads the frame; with a section name, scrolls to it 750 ms after the page is back. */
  reload: (scrollTo?: string) => void;
  scrollTo: (component: string) => void;
  /** Shows unsaved values in the frame (after `draftDelayMs`), and again after every reload of the frame. */
  showDraft: (draft: PreviewDraft) => void;
  /** Forgets the draft (saved, or left unsaved); true when the frame has shown one, so it still shows it. */
  dropDraft: () => boolean;
}

export function usePreviewFrame(input: PreviewFrameInput): PreviewFrame {
  const token = usePreviewToken();
  const ref = useRef<HTMLIFrameElement | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [loading, setLoading] = useState(true);
  const loadedToken = useRef<{ value: string; expiresAt: number } | null>(null);
  const pendingScroll = useRef<string | null>(null);
  const draft = useRef<{ value: PreviewDraft; sent: boolean } | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(input);
  latest.current = input;

  const origin = token.data ? new URL(token.data.storefrontUrl).origin : null;
  const address = JSON.stringify([input.path, input.query, input.showControls]);

  const load = useCallback((data: { token: string; expiresAt: string; storefrontUrl: string }) => {
    const { path, query, showControls } = latest.current;
    loadedToken.current = { value: data.token, expiresAt: Date.parse(data.expiresAt) };
    setLoading(true);
    setSrc(previewUrl(data.storefrontUrl, path, data.token, { ...query, showControls }));
    setGeneration((current) => current + 1);
  }, []);

  // A new address loads the frame; a renewed token alone does not (it is used at the next reload).
  const tokenReady = Boolean(token.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `address` stands for the input read through `latest`.
  useEffect(() => {
    if (token.data) load(token.data);
  }, [address, tokenReady, load]);

  const post = useCallback(
    (message: object) => {
      if (origin) ref.current?.contentWindow?.postMessage(message, origin);
    },
    [origin],
  );

  const scrollTo = useCallback((component: string) => post({ type: 'scrollTo', component }), [post]);

  const sendDraft = useCallback(() => {
    if (!draft.current) return;
    draft.current.sent = true;
    post({ type: 'draft', draft: draft.current.value });
  }, [post]);

  const showDraft = useCallback(
    (value: PreviewDraft) => {
      clearTimeout(draftTimer.current);
      draft.current = { value, sent: draft.current?.sent ?? false };
      draftTimer.current = setTimeout(sendDraft, draftDelayMs);
    },
    [sendDraft],
  );

  const dropDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    const shown = draft.current?.sent ?? false;
    draft.current = null;
    return shown;
  }, []);
  useEffect(() => () => clearTimeout(draftTimer.current), []);

  const reload = useCallback(
    (scrollTarget?: string) => {
      pendingScroll.current = scrollTarget ?? null;
      if (!tokenEnding(loadedToken.current) && ref.current?.contentWindow) {
        setLoading(true);
        post({ type: 'refresh' });
        return;
      }
      void token.refetch().then((result) => {
        if (result.data) load(result.data);
      });
    },
    [post, token, load],
  );

  useEffect(() => {
    if (!origin) return;
    const receive = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== ref.current?.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        setLoading(false);
        sendDraft();
        const target = pendingScroll.current;
        pendingScroll.current = null;
        if (target) setTimeout(() => scrollTo(target), previewScrollDelayMs);
        return;
      }
      // A token that has run out: a fresh one, and the frame loaded with it shows the draft again.
      if (message.type === 'draftRefused') {
        if (tokenEnding(loadedToken.current)) reload();
        return;
      }
      latest.current.onOpenComponent?.(message);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [origin, scrollTo, sendDraft, reload]);

  return {
    ref,
    src,
    generation,
    loading: loading || token.isPending,
    error: token.isError,
    reload,
    scrollTo,
    showDraft,
    dropDraft,
  };
}
