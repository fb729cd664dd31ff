/**
 * The upload queue (spec 1 §4 'Media upload item'): each file is queued, uploading, then done or
 * error. Files go up one at a time, so the queue reads in order; a store outside React, so the
 * state machine is tested without a browser.
 */
import type { Media } from '@vev/shared';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Percent of the body sent, 0–100. */
  progress: number;
  error: string | null;
  media: Media | null;
}

export interface UploadQueueOptions {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Media>;
  /** A message when the file must not go up at all. */
  check: (file: File) => string | null;
  errorMessage: (error: unknown) => string;
  onUploaded?: (media: Media) => void;
  /** The queue ran empty; what went up since it started. */
  onFinished?: (uploaded: Media[]) => void;
}

export interface UploadQueue {
  add: (files: File[]) => void;
  /** Drops the files that are done or failed. */
  clearFinished: () => void;
  getItems: () => UploadItem[];
  subscribe: (listener: () => void) => () => void;
}

let nextKey = 0;

/** `options` is read at each step, so a React caller can hand over its latest callbacks. */
export function createUploadQueue(options: () => UploadQueueOptions): UploadQueue {
  let items: UploadItem[] = [];
  const files = new Map<string, File>();
  const listeners = new Set<() => void>();
  let running = false;
  let uploaded: Media[] = [];

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (key: string, changes: Partial<UploadItem>) => {
    items = items.map((item) => (item.key === key ? { ...item, ...changes } : item));
    emit();
  };

  async function uploadOne(item: UploadItem, file: File): Promise<void> {
    update(item.key, { status: 'uploading', progress: 0 });
    try {
      const media = await options().upload(file, (fraction) => {
        const progress = Math.min(100, Math.round(fraction * 100));
        if (items.find((current) => current.key === item.key)?.progress !== progress) update(item.key, { progress });
      });
      update(item.key, { status: 'done', progress: 100, media });
      uploaded.push(media);
      options().onUploaded?.(media);
    } catch (error) {
      update(item.key, { status: 'error', error: options().errorMessage(error) });
    } finally {
      files.delete(item.key);
    }
  }

  async function run(): Promise<void> {
    if (running) return;
    running = true;
    for (let next = nextQueued(); next; next = nextQueued()) {
      const file = files.get(next.key);
      if (file) await uploadOne(next, file);
    }
    running = false;
    const finished = uploaded;
    uploaded = [];
    options().onFinished?.(finished);
  }

  const nextQueued = () => items.find((item) => item.status === 'queued');

  return {
    add(newFiles) {
      for (const file of newFiles) {
        const key = `upload-${nextKey++}`;
        const problem = options().check(file);
        if (!problem) files.set(key, file);
        items = [
          ...items,
          {
            key,
            name: file.name,
            size: file.size,
            status: problem ? 'error' : 'queued',
            progress: 0,
            error: problem,
            media: null,
          },
        ];
      }
      emit();
      void run();
    },
    clearFinished() {
      items = items.filter((item) => item.status === 'queued' || item.status === 'uploading');
      emit();
    },
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
