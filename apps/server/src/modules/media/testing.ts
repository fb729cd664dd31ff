/** Helpers for the media tests: multipart bodies (also streamed, for the size limit) and images. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

const boundary = () => `----vev${randomBytes(8).toString('hex')}`;

function partHeader(part: Part, separator: string): string {
  if ('value' in part) return `--${separator}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
  return (
    `--${separator}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
  );
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const separator = boundary();
  const chunks = parts.flatMap((part) => [
    Buffer.from(partHeader(part, separator)),
    'value' in part ? Buffer.from(part.value) : part.content,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${separator}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${separator}` },
  };
}

/** A multipart body with a file of `size` zero bytes, produced in 1 MB chunks as it is read. */
export function streamedUpload(size: number): { payload: Readable; headers: Record<string, string> } {
  const separator = boundary();
  const chunk = Buffer.alloc(1024 * 1024);
  function* body() {
    yield Buffer.from(partHeader({ name: 'file', filename: 'stor.bin', content: chunk }, separator));
    for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield Buffer.from(`\r\n--${separator}--\r\n`);
  }
  return {
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${separator}` },
  };
}

const red = { r: 220, g: 30, b: 30 };
const blue = { r: 30, g: 30, b: 220 };

/** A 1200×800 image, red on the left half and blue on the right. */
export async function twoColouredImage(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const right = await sharp({ create: { width: 600, height: 800, channels: 3, background: blue } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 1200, height: 800, channels: 3, background: red } }).composite([
    { input: right, left: 600, top: 0 },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The colour at the centre of an image: 'red', 'blue' or 'other'. */
export async function centreColour(bytes: Buffer): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const [r = 0, , b = 0] = data.subarray(at, at + 3);
  if (r > 150 && b < 100) return 'red';
  if (b > 150 && r < 100) return 'blue';
  return 'other';
}
