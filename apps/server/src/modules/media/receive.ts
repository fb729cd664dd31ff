/**
 * Receives a multipart upload: the file is streamed to the spool while its size is counted
 * (over the limit it stops at once with 413, never buffering it), hashed, and inspected for
 * its type; the text fields are collected. On any failure the spooled file is removed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mediaUploadMaxBytes, mediaUploadMessages } from '@vev/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, messages } from '../../platform/errors';
import { type MediaDirs, spoolPath } from '../../platform/storage/storage';
import type { Inspection } from './sniff';

const headBytes = 64 * 1024;

export interface ReceivedUpload {
  spooled: string;
  filename: string;
  bytes: number;
  contentHash: string;
  inspection: Inspection;
  fields: Record<string, string>;
}

export const tooLarge = () => new AppError(413, 'payloadTooLarge', mediaUploadMessages.tooLarge);
export const missingFileMessage = 'Velg en fil å laste opp.';

/** Counts, hashes and inspects the bytes as they pass; refuses the byte past the limit. */
export class Inspector extends Transform {
  bytes = 0;
  text = true;
  private readonly hash = createHash('sha256');
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > mediaUploadMaxBytes) {
      callback(tooLarge());
      return;
    }
    this.hash.update(chunk);
    if (this.headLength < headBytes) {
      this.headChunks.push(chunk.subarray(0, headBytes - this.headLength));
      this.headLength += Math.min(chunk.length, headBytes - this.headLength);
    }
    if (this.text) this.checkText(chunk, true);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.text) this.checkText(Buffer.alloc(0), false);
    callback();
  }

  private checkText(chunk: Buffer, more: boolean): void {
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: more });
    } catch {
      this.text = false;
    }
  }

  result(): Pick<ReceivedUpload, 'bytes' | 'contentHash'> & { inspection: Inspection } {
    return {
      bytes: this.bytes,
      contentHash: this.hash.digest('hex'),
      inspection: { head: Buffer.concat(this.headChunks), text: this.text },
    };
  }
}

/** The part of a browser's file name after any folder. */
export const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() ?? '';

export async function receiveUpload(request: FastifyRequest, dirs: MediaDirs): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType', messages.unsupportedMediaType);
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedUpload, 'fields'> | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) throw badRequest();
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw badRequest(messages.badRequest, { [part.fieldname]: 'Bare én fil, i feltet «file».' });
      }
      const spooled = await spoolPath(dirs);
      const inspector = new Inspector();
      received = {
        spooled,
        filename: baseName(part.filename),
        bytes: 0,
        contentHash: '',
        inspection: { head: Buffer.alloc(0), text: false },
      };
      await pipeline(part.file, inspector, fs.createWriteStream(spooled, { flags: 'wx' }));
      received = { ...received, ...inspector.result() };
    }
  } catch (error) {
    if (received) await fs.promises.rm(received.spooled, { force: true });
    throw error;
  }
  if (!received) throw badRequest(missingFileMessage, { file: missingFileMessage });
  return { ...received, fields };
}
