import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { csrfCookie, csrfTokenFor } from '../csrf';
import { sessionCookie, sessionLifetimeMs } from './sessions';

function cookieOptions(config: Config, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: config.publicUrl.protocol === 'https:',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  };
}

/** The session cookie (httpOnly) and the CSRF cookie the dashboard reads and echoes. */
export function setSessionCookies(reply: FastifyReply, config: Config, token: string, sessionId: string): void {
  reply.setCookie(sessionCookie, token, cookieOptions(config, true));
  setCsrfCookie(reply, config, sessionId);
}

export function setCsrfCookie(reply: FastifyReply, config: Config, sessionId: string): void {
  reply.setCookie(csrfCookie, csrfTokenFor(config.sessionSecret, sessionId), cookieOptions(config, false));
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookie, { path: '/', secure: config.publicUrl.protocol === 'https:' });
  reply.clearCookie(csrfCookie, { path: '/', secure: config.publicUrl.protocol === 'https:' });
}
