/**
 * Sign-in through an external OpenID Connect provider (authorization code with PKCE).
 * Accounts are linked by the provider's subject, or else by a verified e-mail address.
 */
import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../config';
import type { Database } from '../db/client';
import { createUser, findUserByEmail, type UserRow } from '../modules/account/service';
import { users } from '../platform/accounts/schema';

export interface OidcState {
  verifier: string;
  state: string;
  dashboard: boolean;
}

export class OidcSignIn {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcConfig,
    private readonly redirectUri: string,
  ) {}

  private configuration(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.discovered ??= oidc
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  async start(dashboard: boolean): Promise<{ url: URL; state: OidcState }> {
    const configuration = await this.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return { url, state: { verifier, state, dashboard } };
  }

  /** Exchanges the code and returns the claims the provider vouches for. */
  async finish(callbackUrl: URL, state: OidcState) {
    const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: state.verifier,
      expectedState: state.state,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  get issuer(): string {
    return this.settings.issuer;
  }
}

export type LinkResult = { outcome: 'linked'; user: UserRow } | { outcome: 'unverifiedEmail' };

export async function linkOidcAccount(
  db: Database,
  issuer: string,
  identity: { subject: string; email: string | null; emailVerified: boolean; name: string | null },
): Promise<LinkResult> {
  const [known] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, identity.subject)))
    .limit(1);
  if (known) return { outcome: 'linked', user: known };
  if (!identity.email || !identity.emailVerified) return { outcome: 'unverifiedEmail' };

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const [linked] = await db
      .update(users)
      .set({ oidcIssuer: issuer, oidcSubject: identity.subject, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return { outcome: 'linked', user: linked ?? existing };
  }
  const created = await createUser(db, {
    email: identity.email,
    name: identity.name ?? identity.email,
    oidcIssuer: issuer,
    oidcSubject: identity.subject,
  });
  return { outcome: 'linked', user: created };
}
