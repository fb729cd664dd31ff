/**
 * The document's two ways in, and each operation's requirement derived from the access the route
 * already declares (platform/access.ts): a session cookie (with the CSRF header on writes), or
 * for site routes that name a scope, a bearer token from an access key with that scope.
 */
import { type PermissionScope, permissionLevelLabels, permissionScopes } from '@vev/shared';
import type { RouteAccess } from '../access';
import { csrfCookie, csrfHeader, safeMethods } from '../csrf';
import { sessionCookie } from '../sessions/sessions';

export const securitySchemeNames = { session: 'session', csrf: 'csrfToken', accessKey: 'accessKey' } as const;

const scopeAreas: Record<string, string> = {
  content: 'innhold (sider, maler, komponenter, filer)',
  product: 'produkter',
  discount: 'rabatter',
  order: 'ordrer',
  shipping: 'frakt',
  reports: 'rapporter',
};

function describeScope(scope: PermissionScope): string {
  const [verb, area = ''] = scope.split(':');
  return `${verb === 'read' ? 'Lese' : 'Endre'} ${scopeAreas[area] ?? area}`;
}

export function securitySchemes(tokenUrl: string) {
  return {
    [securitySchemeNames.session]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: sessionCookie,
      description:
        'Innloggingsøkten til dashbordet, satt når du logger inn på /sso/login. Kall som endrer noe, krever i tillegg CSRF-hodet.',
    },
    [securitySchemeNames.csrf]: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: csrfHeader,
      description: `Verdien i informasjonskapselen ${csrfCookie}, sendt tilbake på hvert kall som endrer noe (ikke GET) med økt.`,
    },
    [securitySchemeNames.accessKey]: {
      type: 'oauth2' as const,
      description:
        'En tilgangsnøkkel (Innstillinger → Tilgangsnøkler) byttes mot et tilgangstoken som varer én time, og sendes som «Authorization: Bearer …». Tokenet gjelder bare nøkkelens nettsted og scopes, og trenger ikke CSRF-hodet.',
      flows: {
        clientCredentials: {
          tokenUrl,
          scopes: Object.fromEntries(permissionScopes.map((scope) => [scope, describeScope(scope)])),
        },
      },
    },
  };
}

export type SecurityRequirement = Record<string, string[]>;

/** Who may call a route, as OpenAPI security requirements: any one of them admits the call. */
export function securityFor(access: RouteAccess | undefined, method: string): SecurityRequirement[] {
  if (!access || access.kind === 'public') return [];
  const session: SecurityRequirement = { [securitySchemeNames.session]: [] };
  if (!safeMethods.has(method.toUpperCase())) session[securitySchemeNames.csrf] = [];
  if (access.kind === 'site' && access.scope) return [session, { [securitySchemeNames.accessKey]: [access.scope] }];
  return [session];
}

/** One Norwegian sentence on who may call the route, for the operation's description. */
export function describeAccess(access: RouteAccess | undefined): string {
  if (!access || access.kind === 'public') return 'Tilgang: åpen, uten innlogging.';
  if (access.kind === 'user') return 'Tilgang: innlogget bruker (økt).';
  const level = `Tilgang: medlem av nettstedet med nivå «${permissionLevelLabels[access.level]}» eller høyere`;
  if (!access.scope) return `${level}; tilgangsnøkler kan ikke bruke dette kallet.`;
  return `${level}, eller en tilgangsnøkkel med scope «${access.scope}».`;
}
