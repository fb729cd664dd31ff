/** How the storefront's booking pages answer: a page in the site's frame (private), or on to another address. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { type Storefront, sendHtml, type Visit } from '../resolvers/resolver';
import { renderMessageView } from '../view';
import { BookingFrame } from './booking-pages';

export function redirect(reply: FastifyReply, location: string) {
  return reply.status(303).header('location', location).header('cache-control', 'no-store').send();
}

export async function showBookingPage(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { title: string; error?: string | null; body: ReactNode },
  status = 200,
) {
  const html = await renderMessageView(found.context, {
    title: page.title,
    path: found.pathname,
    body: (
      <BookingFrame title={page.title} error={page.error ?? null}>
        {page.body}
      </BookingFrame>
    ),
  });
  return sendHtml(request, reply, storefront.config, found, 'private', status, html);
}
