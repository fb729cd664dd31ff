import type { Media } from '@vev/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { uploadErrorMessage, uploadProblem } from './upload-check';
import { createUploadQueue, type UploadQueueOptions } from './upload-queue';

const file = (name: string, type: string, size?: number) => {
  const created = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(created, 'size', { value: size });
  return created;
};
const media = (id: string) => ({ _id: id, original_filename: `${id}.png` }) as Media;

/** Uploads that wait until the test settles them, with the progress callback at hand. */
function controlledUploads() {
  const pending: {
    name: string;
    progress: (fraction: number) => void;
    resolve: (media: Media) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, progress: (fraction: number) => void) =>
      new Promise<Media>((resolve, reject) => pending.push({ name: file.name, progress, resolve, reject })),
  );
  return { pending, upload };
}

function queueWith(upload: UploadQueueOptions['upload']) {
  const onFinished = vi.fn();
  const onUploaded = vi.fn();
  const queue = createUploadQueue(() => ({
    upload,
    check: (candidate) => uploadProblem(candidate, 'image'),
    errorMessage: uploadErrorMessage,
    onUploaded,
    onFinished,
  }));
  const states = () => queue.getItems().map((item) => [item.name, item.status, item.progress, item.error]);
  return { queue, states, onFinished, onUploaded };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue (spec 1 §4 "Media upload item", spec 3 §8 "Upload")', () => {
  it('files go up one at a time: queued, uploading with progress, then done; "finished" names what went up', async () => {
    const uploads = controlledUploads();
    const { queue, states, onFinished, onUploaded } = queueWith(uploads.upload);
    queue.add([file('fjord.png', 'image/png'), file('fjell.jpg', 'image/jpeg')]);

    expect(states()).toEqual([
      ['fjord.png', 'uploading', 0, null],
      ['fjell.jpg', 'queued', 0, null],
    ]);
    uploads.pending[0]?.progress(0.404);
    expect(states()[0]).toEqual(['fjord.png', 'uploading', 40, null]);

    uploads.pending[0]?.resolve(media('a'));
    await settle();
    expect(states()).toEqual([
      ['fjord.png', 'done', 100, null],
      ['fjell.jpg', 'uploading', 0, null],
    ]);
    expect(onUploaded).toHaveBeenCalledWith(media('a'));
    expect(onFinished).not.toHaveBeenCalled();

    uploads.pending[1]?.resolve(media('b'));
    await settle();
    expect(states().map(([, status]) => status)).toEqual(['done', 'done']);
    expect(onFinished).toHaveBeenCalledExactlyOnceWith([media('a'), media('b')]);
  });

  it('a file over 50 mb or of a type not accepted fails at once, without being sent', async () => {
    const uploads = controlledUploads();
    const { queue, states, onFinished } = queueWith(uploads.upload);
    queue.add([file('stor.png', 'image/png', 50_000_001), file('notat.pdf', 'application/pdf')]);
    await settle();

    expect(states()).toEqual([
      ['stor.png', 'error', 0, 'For stor (maks 50 mb)'],
      ['notat.pdf', 'error', 0, 'Feil filtype (aksepterer jpg, png, gif, webp, avif, svg)'],
    ]);
    expect(uploads.upload).not.toHaveBeenCalled();
    expect(onFinished).toHaveBeenCalledWith([]);
  });

  it("a refused upload shows the server's message; a lost connection shows 'Ukjent feil'", async () => {
    const uploads = controlledUploads();
    const { queue, states } = queueWith(uploads.upload);
    queue.add([file('falsk.png', 'image/png'), file('borte.png', 'image/png')]);

    uploads.pending[0]?.reject(new ApiError(400, 'wrongType', 'Innholdet er ikke et bilde.'));
    await settle();
    uploads.pending[1]?.reject(new ApiError(0, 'networkError', 'Får ikke kontakt med serveren.'));
    await settle();

    expect(states()).toEqual([
      ['falsk.png', 'error', 0, 'Innholdet er ikke et bilde.'],
      ['borte.png', 'error', 0, 'Ukjent feil'],
    ]);
  });

  it('"Fjern ferdige" keeps only what is still queued or uploading', async () => {
    const uploads = controlledUploads();
    const { queue, states } = queueWith(uploads.upload);
    queue.add([file('en.png', 'image/png'), file('feil.exe', 'application/x-msdownload'), file('to.png', 'image/png')]);
    uploads.pending[0]?.resolve(media('a'));
    await settle();

    queue.clearFinished();
    expect(states()).toEqual([['to.png', 'uploading', 0, null]]);
  });
});
