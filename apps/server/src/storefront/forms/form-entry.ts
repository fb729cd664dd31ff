/**
 * A visitor's form entry stored: the entry (as the entries API reads it), its files as private
 * media, the timeline's 'submittedForm' and the e-mail to the site's notificationEmail through the
 * outbox, in one transaction, so none is there without the others (stored bytes are removed again
 * when the transaction fails).
 */
import { type FormEntryData, type FormField, formEntryDataList, formEntryValueText } from '@vev/shared';
import type { Database } from '../../db/client';
import { formEntries } from '../../modules/forms/schema';
import { mediaFiles } from '../../modules/media/schema';
import type { MediaContext } from '../../modules/media/service';
import { recordTimelineEvent } from '../../platform/activity/timeline';
import { domainsChanged } from '../../platform/cache/site-versions';
import { escapeHtml } from '../../platform/html';
import { newId } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail/outbox';
import type { StorefrontForm } from './form-content';
import { type ReceivedFormFile, storeFormFiles, unstoreFormFiles } from './form-files';

/** The notification's lines: each field's label and what was sent, in the form's order. */
function mailOf(form: StorefrontForm, data: FormEntryData, referrer: string) {
  const lines = formEntryDataList(form.fields, data).map((item) => {
    const field = form.fields.find((candidate: FormField) => candidate.name === item.field);
    return { label: field?.label ?? item.field, value: formEntryValueText(item.value) };
  });
  const subject = `Nytt svar på skjemaet «${form.name}»`;
  const from = referrer ? `Sendt fra ${referrer}` : '';
  const text = [subject, '', ...lines.map((line) => `${line.label}: ${line.value}`), '', from].join('\n').trim();
  const rows = lines
    .map((line) => `<tr><th align="left">${escapeHtml(line.label)}</th><td>${escapeHtml(line.value)}</td></tr>`)
    .join('');
  const html = `<p>${escapeHtml(subject)}</p><table>${rows}</table>${from ? `<p>${escapeHtml(from)}</p>` : ''}`;
  return { subject, text, html };
}

export async function storeFormEntry(
  db: Database,
  media: Pick<MediaContext, 'storage' | 'publicUrl'>,
  input: {
    siteId: string;
    form: StorefrontForm;
    data: FormEntryData;
    files: readonly ReceivedFormFile[];
    referrer: string;
    notify: string | null;
  },
): Promise<string> {
  const { siteId, form, referrer, notify } = input;
  const id = newId();
  const stored = await storeFormFiles(media.storage, media.publicUrl, { siteId, formId: form.id, files: input.files });
  const data: FormEntryData = { ...input.data };
  for (const [field, value] of stored.values) data[field] = [value];
  try {
    await db.transaction(async (tx) => {
      if (stored.rows.length) await tx.insert(mediaFiles).values(stored.rows);
      await tx
        .insert(formEntries)
        .values({ siteId, id, formId: form.id, referrer, data: formEntryDataList(form.fields, data) });
      await domainsChanged(tx, siteId, ['forms']);
      await recordTimelineEvent(tx, {
        siteId,
        type: 'submittedForm',
        userId: null,
        resourceType: 'formEntry',
        resourceId: id,
        title: form.name,
      });
      if (notify) await enqueueMail(tx, { siteId, to: notify, ...mailOf(form, data, referrer) });
    });
  } catch (error) {
    await unstoreFormFiles(media.storage, stored.rows);
    throw error;
  }
  return id;
}
