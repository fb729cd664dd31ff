/** A stored mail attachment's bytes, as tests read them from the outbox (a made one has none yet). */
import type { StoredMailAttachment } from '../src/platform/mail/schema';

export const storedAttachmentText = (file: StoredMailAttachment | undefined): string =>
  file && 'content' in file ? Buffer.from(file.content, 'base64').toString('utf8') : '';
