/**
 * A small but real OpenID provider over HTTP for tests: discovery, an authorize endpoint that
 * answers at once for whoever `signedIn` is, a token endpoint that checks the client, the code
 * and the PKCE verifier, and RS256-signed ID tokens with their keys.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const clientId = 'vev-admin';
export const clientSecret = 'provider-secret-0123456789';
export const redirectUri = 'http://localhost:3000/sso/oidc/callback';

/** The account a person is signed in to at the provider: the ID token's subject and claims. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  /** Who is signed in at the provider; null: the person cancels there. */
  signedIn: ProviderAccount | null;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** client_secret_basic (form-encoded id and secret in a Basic header) or client_secret_post. */
function clientCredentials(request: IncomingMessage, body: URLSearchParams) {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decode = (part = '') => decodeURIComponent(part.replace(/\+/g, ' '));
    const [id, secret] = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':');
    return { id: decode(id), secret: decode(secret) };
  }
  return { id: body.get('client_id'), secret: body.get('client_secret') };
}

export async function startProvider(): Promise<TestProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const grants = new Map<string, { challenge: string; redirectUri: string; account: ProviderAccount }>();

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const challenge = query.get('code_challenge');
    const valid =
      query.get('client_id') === clientId &&
      query.get('redirect_uri') === redirectUri &&
      query.get('response_type') === 'code' &&
      query.get('code_challenge_method') === 'S256' &&
      query.get('scope')?.split(' ').includes('openid') &&
      challenge;
    if (!valid) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('invalid authorization request');
      return;
    }
    const back = new URL(redirectUri);
    if (provider.signedIn) {
      const code = randomBytes(16).toString('base64url');
      grants.set(code, { challenge, redirectUri, account: provider.signedIn });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.href }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const client = clientCredentials(request, body);
    if (client.id !== clientId || client.secret !== clientSecret)
      return sendJson(response, 401, { error: 'invalid_client' });
    const code = body.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    const verifier = body.get('code_verifier') ?? '';
    if (
      body.get('grant_type') !== 'authorization_code' ||
      !grant ||
      body.get('redirect_uri') !== grant.redirectUri ||
      createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
    ) {
      return sendJson(response, 400, { error: 'invalid_grant' });
    }
    const { sub, ...claims } = grant.account;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(provider.issuer)
      .setAudience(clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    sendJson(response, 200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', provider.issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return sendJson(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') return token(request, response);
    if (request.method === 'GET' && url.pathname === '/jwks') return sendJson(response, 200, jwks);
    sendJson(response, 404, { error: 'not_found' });
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const provider: TestProvider = {
    issuer: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    signedIn: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return provider;
}
