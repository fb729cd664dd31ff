import { describe, expect, it } from 'vitest';
import { toApiError } from './client';

const respond = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('HTTP error mapping (spec 1 §8)', () => {
  it('401 and 403 end the session', async () => {
    expect(
      (await toApiError(respond(401, { error: 'notLoggedIn', message: 'Du er ikke logget inn.' }))).endsSession,
    ).toBe(true);
    expect((await toApiError(respond(403, { error: 'forbidden', message: 'Nei' }))).endsSession).toBe(true);
  });

  it('404 is the error resourceNotFound', async () => {
    const error = await toApiError(
      respond(404, { error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' }),
    );
    expect(error.code).toBe('resourceNotFound');
    expect(error.endsSession).toBe(false);
  });

  it('400 carries the message from the body, or badRequest', async () => {
    const withMessage = await toApiError(
      respond(400, {
        error: 'badRequest',
        message: '«displayName»: Feltet må fylles ut.',
        fields: { displayName: 'x' },
      }),
    );
    expect(withMessage.message).toBe('«displayName»: Feltet må fylles ut.');
    expect(withMessage.fields).toEqual({ displayName: 'x' });
    expect((await toApiError(respond(400))).message).toBe('badRequest');
  });

  it('500 shows its message, or internalServerError; "Site not found" ends the session', async () => {
    expect((await toApiError(respond(500, { message: 'Noe gikk galt' }))).message).toBe('Noe gikk galt');
    expect((await toApiError(respond(500))).message).toBe('internalServerError');
    expect((await toApiError(respond(500, { message: 'Site not found' }))).endsSession).toBe(true);
    expect((await toApiError(respond(500, { message: 'Noe gikk galt' }))).endsSession).toBe(false);
  });

  it('an error with code notLoggedIn ends the session whatever the status', async () => {
    expect((await toApiError(respond(409, { error: 'notLoggedIn', message: '' }))).endsSession).toBe(true);
  });
});
