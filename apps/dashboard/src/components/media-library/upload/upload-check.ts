/** What the browser can tell before a file goes up (spec 3 §8 'Upload'); the server sniffs the content anyway. */
import {
  acceptedFormats,
  acceptedMediaTypes,
  type MediaFileType,
  mediaUploadMaxBytes,
  mediaUploadMessages,
} from '@vev/shared';
import { ApiError } from '../../../api/client';

const extensionAliases: Record<string, string> = { jpeg: 'jpg' };

function acceptedTypes(fileType?: MediaFileType) {
  return acceptedMediaTypes.filter((type) => !fileType || type.fileType === fileType);
}

/** The message a file gets without being sent, or null when it may go up. */
export function uploadProblem(file: File, fileType?: MediaFileType): string | null {
  if (file.size > mediaUploadMaxBytes) return mediaUploadMessages.tooLarge;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const format = extensionAliases[extension] ?? extension;
  const accepted = acceptedTypes(fileType).some((type) => type.mime === file.type || type.format === format);
  return accepted ? null : mediaUploadMessages.wrongType(acceptedFormats(fileType));
}

/** The picker's accept list: mime types with the extensions people know them by. */
export function dropzoneAccept(fileType?: MediaFileType): Record<string, string[]> {
  return Object.fromEntries(
    acceptedTypes(fileType).map((type) => [type.mime, type.format === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type.format}`]]),
  );
}

/** The server's message on the file, or 'Ukjent feil' when there is none to show. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return mediaUploadMessages.unknown;
}
