/**
 * `POST /_vev/skjema/{id}` on a site's host: a visitor sends one of the site's forms (the form
 * section posts there). The post must come from a page of the same origin, as the cart's do; one
 * address may send at most `formSubmitLimit` on a site (counted in the database). What is sent is
 * checked by `formEntryValuesSchema`, the one rule set for entries (fields whose conditions fail
 * take nothing); a refusal shows the form again with what was typed and a message at each wrong
 * field. A form with file fields posts multipart/form-data, whose files are checked and stored by
 * form-files.ts. A stored entry answers with the form's thanks, or goes to its forwardUrl. A filled
 * honeypot gets the thanks too, and nothing is stored.
 */
import { formHoneypotName, formReferrerName, formSubmitPath } from '@vev/sections';
import { type FormField, formEntryValuesSchema } from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMediaContext } from '../../modules/media/routes';
import { countHit, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';
import { pass, type Resolver, type Storefront, segmentAfter, sendHtml, type Visit } from '../resolvers/resolver';
import { postedFromOwnOrigin, refuseForeignOrigin } from '../shop/same-origin';
import { pageSites, renderInPageFrame } from '../view';
import { plainHead } from '../view-head';
import { loadForms, type StorefrontForm } from './form-content';
import { storeFormEntry } from './form-entry';
import { discardFormFiles, formFileMessages, pendingFileValue, type ReceivedForm, receiveFormPost } from './form-files';

export const formSubmitLimit: Limit = { max: 20, windowMs: 10 * 60 * 1000 };
export const tooManyFormsMessage = 'Det er sendt for mange skjemaer fra din adresse. Vent litt og prøv igjen.';
const submitKey = (siteId: string, request: FastifyRequest) => `form-submit:${siteId}:${request.ip}`;

type Body = Record<string, unknown>;

/** What was sent for each field, as text (files come on their own). */
function valuesOf(fields: readonly FormField[], body: Body): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.type === 'file') continue;
    const sent = body[field.name];
    const list = (Array.isArray(sent) ? sent : [sent]).filter((item): item is string => typeof item === 'string');
    if (list.length) values[field.name] = list.slice(0, 200).map((item) => item.slice(0, 20_000));
  }
  return values;
}

/** The first message for each wrong field, by its name. */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/**
 * The page the form was sent from: the Referer, unless that is a refusal's answer (the form's own
 * post address), which carries the page it was first sent from (kept only when of the same origin).
 */
function referrerOf(request: FastifyRequest, found: Visit, body: Body): string {
  const referer = (request.headers.referer ?? '').slice(0, 2000);
  const origin = found.context.origin;
  if (!referer.startsWith(`${origin}/_vev/skjema/`)) return referer;
  const carried = body[formReferrerName] ?? (body.vev as Body | undefined)?.side;
  return typeof carried === 'string' && carried.startsWith(`${origin}/`) ? carried.slice(0, 2000) : referer;
}

/** The form alone in the site's page frame, with the visitor's values and messages, or its thanks. */
async function showForm(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  form: StorefrontForm,
  state: { values: Record<string, string[]>; errors: Record<string, string>; success?: string; referrer?: string },
  status: number,
) {
  const context = { ...found.context, formState: { form: form.id, ...state } };
  const html = await renderInPageFrame(context, {
    head: plainHead(context, form.name, formSubmitPath(form.id)),
    // Headed by the form's name (also the page title): the answer does not know the section it came from.
    main: [{ name: 'skjema', component: 'form', props: { form: form.id, heading: form.name } }],
    fallback: null,
  });
  return sendHtml(request, reply, storefront.config, found, 'private', status, html);
}

const thanks = (form: StorefrontForm) => ({ values: {}, errors: {}, success: form.successText });

async function submit(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<FastifyReply | typeof pass> {
  const { db } = storefront;
  const form = (await loadForms(db, pageSites(found.site), [id])).get(id);
  if (!form) return pass;
  const wait = await retryAfter(db, submitKey(found.site.id, request), formSubmitLimit);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return showForm(
      storefront,
      found,
      request,
      reply,
      form,
      { values: {}, errors: {}, success: tooManyFormsMessage },
      429,
    );
  }
  await countHit(db, submitKey(found.site.id, request), formSubmitLimit);
  const media = createMediaContext(db, storefront.config);
  const received: ReceivedForm = request.isMultipart()
    ? await receiveFormPost(request, media.dirs, form.fields)
    : {
        body: (request.body && typeof request.body === 'object' ? request.body : {}) as ReceivedForm['body'],
        files: [],
        errors: {},
      };
  try {
    const body = received.body as Body;
    const honeypot = body[formHoneypotName] ?? (body.vev as Body | undefined)?.nettside;
    if (typeof honeypot === 'string' && honeypot.trim())
      return showForm(storefront, found, request, reply, form, thanks(form), 200);
    const values = valuesOf(form.fields, body);
    const referrer = referrerOf(request, found, body);
    const submission: Record<string, unknown> = { ...values };
    for (const file of received.files) submission[file.field] = [pendingFileValue(file)];
    const checked = formEntryValuesSchema(form.fields).safeParse(submission);
    const errors = { ...(checked.success ? {} : errorsOf(checked.error.issues)), ...received.errors };
    if (!checked.success || Object.keys(errors).length) {
      // A browser never shows a chosen file again: an accepted one must be chosen anew.
      for (const file of received.files) errors[file.field] ??= formFileMessages.chooseAgain;
      return showForm(storefront, found, request, reply, form, { values, errors, referrer }, 400);
    }
    // Only the files of fields that take part (conditions hold) are kept.
    const files = received.files.filter((file) => file.field in checked.data);
    await storeFormEntry(db, media, {
      siteId: found.site.id,
      form,
      data: checked.data,
      files,
      referrer,
      notify: found.site.settings.notificationEmail,
    });
  } finally {
    await discardFormFiles(received.files);
  }
  if (form.forwardUrl)
    return reply.status(303).header('location', form.forwardUrl).header('cache-control', 'no-store').send();
  return showForm(storefront, found, request, reply, form, thanks(form), 200);
}

export function formResolver(storefront: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const id = segmentAfter(found.pathname, '/_vev/skjema');
      if (id === null || request.method !== 'POST') return pass;
      if (!postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
      return submit(storefront, found, request, reply, id.slice(0, 40));
    },
  };
}
