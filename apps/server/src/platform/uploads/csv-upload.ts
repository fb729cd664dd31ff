/**
 * CSV imports (redirects, cookies): one small file in a multipart body, read whole and decoded
 * as UTF-8, or as Latin-1 when it was saved by an older spreadsheet.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export const maxCsvBytes = 2_000_000;
export const csvTooLargeMessage = 'Filen er for stor (maks 2 MB).';

/** Lets the plugin's routes take one file of at most 2 MB (register inside the module's plugin). */
export async function registerCsvUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxCsvBytes, files: 1, fields: 0, parts: 1 },
  });
}

/** The uploaded CSV's text; a file not named .csv is refused with `csvOnlyMessage`. */
export async function receiveCsv(request: FastifyRequest, csvOnlyMessage: string): Promise<string> {
  if (!request.isMultipart()) throw badRequest(csvOnlyMessage);
  const file = await request.file();
  if (!file) throw badRequest(csvOnlyMessage);
  if (!file.filename.toLowerCase().endsWith('.csv')) {
    file.file.resume();
    throw badRequest(csvOnlyMessage, { file: csvOnlyMessage });
  }
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new AppError(413, 'payloadTooLarge', csvTooLargeMessage);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}
