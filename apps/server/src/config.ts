/** Every environment variable Vev reads, validated once at start (documented in README). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const developmentSecret = 'vev-development-secret-change-me';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText,
    PUBLIC_URL: optionalText,
    SESSION_SECRET: optionalText,
    PROVIDER_NAME: z.string().trim().min(1).default('Vev'),
    SEED_DEMO: flag(true),
    SMTP_URL: optionalText,
    OIDC_ISSUER: optionalText,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText,
    TRUST_PROXY: flag(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DASHBOARD_DIR: optionalText,
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && (!env.SESSION_SECRET || env.SESSION_SECRET === developmentSecret)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set to a secret of your own in production',
      });
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET needs at least 32 characters',
      });
    }
  });

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: URL;
  sessionSecret: string;
  providerName: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  oidc: OidcConfig | undefined;
  trustProxy: boolean;
  logLevel: string;
  dashboardDir: string;
}

export class ConfigError extends Error {}

/** The server package's root, whether running from src/ (tsx) or dist/ (the bundle). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    sessionSecret: env.SESSION_SECRET ?? developmentSecret,
    providerName: env.PROVIDER_NAME,
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME ?? new URL(env.OIDC_ISSUER).hostname,
          }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dashboardDir: path.resolve(env.DASHBOARD_DIR ?? path.join(serverRoot, '../dashboard/dist')),
  };
}

/** The host under which every site has `{name}.{platformDomain}` (with port when not default). */
export function platformDomain(config: Config): string {
  return config.publicUrl.host;
}
