/** What a bench scenario is, and the small helpers every scenario file shares. */
import http from 'node:http';
import type { CheckoutSeen, CheckoutStock } from './checkout';
import type { PhaseResult, RequestShape } from './load';
import type { Credentials } from './sign-in';

export type BudgetKind = 'list' | 'search' | 'report' | 'render' | 'checkout' | 'other';

export interface ScenarioContext {
  url: string;
  credentials: Credentials;
  siteId: string;
  siteName: string;
  /** The running server's GET routes from its OpenAPI document, with their query parameters. */
  apiPaths: Map<string, string[]>;
  signInBody: string;
  getJson(path: string): Promise<unknown>;
  /** The products the checkout scenarios sell, stocked before the server started. */
  checkout: CheckoutStock | null;
}

/** A scenario that drives its own load (checkout) and has the database checked once the server stops. */
export interface SelfDriven {
  drive(connections: number, seconds: number): Promise<{ phase: PhaseResult; seen: CheckoutSeen }>;
}

export type Prepared = (RequestShape & { kind?: BudgetKind }) | SelfDriven | { unavailable: string };

export interface Scenario {
  name: string;
  kind: BudgetKind;
  connections: number[];
  /** The request to repeat (and, once seen, what kind of endpoint it is), or why it cannot run yet. */
  prepare(context: ScenarioContext): Promise<Prepared>;
}

export const signedIn = (context: ScenarioContext): Record<string, string> => ({ cookie: context.credentials.cookie });
export const get = (context: ScenarioContext, path: string): RequestShape => ({
  method: 'GET',
  path,
  headers: signedIn(context),
});
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
export const notBuilt = (route: string) => ({ unavailable: `${route} is not built yet` });
export const site = (context: ScenarioContext, path: string) => `/api/sites/${context.siteId}${path}`;

/** fetch() may not set Host; the storefront is chosen by it. */
export function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}
