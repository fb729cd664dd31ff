/** What the browser can tell before a file goes up (spec 3 §8 'Upload'); the server sniffs the content anyway. */
import {
  acceptedFormats,
  acceptedMediaTypes,
  fileExtension,
  type MediaFileType,
  mediaUploadMaxBytes,
  mediaUploadMessages,
  nameFitsType,
} from '@vev/shared';
import { ApiError } from '../../../api/client';

function acceptedTypes(fileType?: MediaFileType) {
  return acceptedMediaTypes.filter((type) => !fileType || type.fileType === fileType);
}

/** The message a file gets without being sent, or null when it may go up. */
export function uploadProblem(file: File, fileType?: MediaFileType): string | null {
  if (file.size > mediaUploadMaxBytes) return mediaUploadMessages.tooLarge;
  const named = fileExtension(file.name) !== null;
  const accepted = acceptedTypes(fileType).some(
    (type) => type.mime === file.type || (named && nameFitsType(file.name, type)),
  );
  return accepted ? null : mediaUploadMessages.wrongType(acceptedFormats(fileType));
}

/** The picker's accept list: mime types with the extensions people name them by. */
export function dropzoneAccept(fileType?: MediaFileType): Record<string, string[]> {
  return Object.fromEntries(
    acceptedTypes(fileType).map((type) => [type.mime, type.extensions.map((extension) => `.${extension}`)]),
  );
}

/** The server's message on the file, or 'Ukjent feil' when there is none to show. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return mediaUploadMessages.unknown;
}
