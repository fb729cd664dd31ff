/** Every environment variable Vev reads, validated once at start (documented in README). */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PaymentProviderName, paymentProviderNames } from '@vev/shared';
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

/** 32 bytes, as 64 hex digits or base64: the AES-256-GCM key for secrets stored in the database. */
const secretsKeySchema = z.string().transform((value, ctx) => {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'SECRETS_KEY must be 32 bytes, as 64 hex digits or base64' });
    return z.NEVER;
  }
  return key;
});

/** The payment providers this platform offers its sites: unset means all four, 'none' none. */
const paymentProvidersSchema = optionalText.transform((value, ctx) => {
  if (value === undefined) return [...paymentProviderNames];
  if (value.toLowerCase() === 'none') return [];
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(paymentProviderNames as readonly string[]).includes(name));
  if (unknown.length) {
    ctx.addIssue({ code: 'custom', message: `PAYMENT_PROVIDERS names unknown providers: ${unknown.join(', ')}` });
    return z.NEVER;
  }
  return paymentProviderNames.filter((name) => names.includes(name));
});

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
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
    ),
    OIDC_ISSUER: optionalText,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText,
    TRUST_PROXY: flag(false),
    ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DASHBOARD_DIR: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: flag(false),
    DOMAIN_TARGET_IP: optionalText.pipe(z.union([z.ipv4(), z.ipv6()]).optional()),
    JOB_WORKER: flag(true),
    SECRETS_KEY: optionalText.pipe(secretsKeySchema.optional()),
    PAYMENT_PROVIDERS: paymentProvidersSchema,
    STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
    VIPPS_API_BASE: optionalText.pipe(z.url().optional()),
    PAYMENT_SANDBOX: flag(false),
    PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
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
    const s3 = [env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
    if (s3 !== 0 && s3 !== 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.S3_ENDPOINT && s3 === 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'S3_ENDPOINT needs the other S3_* settings' });
    }
    if (env.NODE_ENV === 'production' && (!env.SESSION_SECRET || env.SESSION_SECRET === developmentSecret)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set to a secret of your own in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message: 'SECRETS_KEY must be set in production (32 bytes: openssl rand -hex 32)',
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

/** S3-compatible object storage for media; local disk under DATA_DIR/media without it. */
export interface S3Config {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For S3-compatible services (MinIO, R2, Spaces …); AWS itself without it. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Media files (local storage), upload spooling and cached image variants. */
  mediaDir: string;
  s3: S3Config | undefined;
  databaseUrl: string | undefined;
  publicUrl: URL;
  sessionSecret: string;
  providerName: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  oidc: OidcConfig | undefined;
  trustProxy: boolean;
  /** Room for cached list answers in each process (platform/cache); 0 turns the cache off. */
  answerCacheBytes: number;
  logLevel: string;
  dashboardDir: string;
  /** The address site owners point their domains' A (or AAAA) record to, shown as `ip1`. */
  domainTargetIp: string | undefined;
  /** Whether this process runs background jobs (platform/jobs); tests switch it on when they need it. */
  jobWorker: boolean;
  /** The AES-256-GCM key for stored credentials (payment providers); outside production derived from the session secret. */
  secretsKey: Buffer;
  /** The payment providers the platform offers its sites (the settings list shows only these). */
  paymentProviders: readonly PaymentProviderName[];
  /** Where the Stripe and Vipps MobilePay providers send their calls (ProviderContext.apiBase). */
  stripeApiBase: string;
  vippsApiBase: string;
  /** Start local fakes of Stripe and Vipps MobilePay and point the providers at them (the demo's sandbox). */
  paymentSandbox: boolean;
  /** How long the storefront's raw page views are kept; the reports' daily figures stay. */
  pageViewRetentionDays: number;
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
    mediaDir: path.join(path.resolve(env.DATA_DIR), 'media'),
    s3:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
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
    answerCacheBytes: env.ANSWER_CACHE_MB * 1024 * 1024,
    logLevel: env.LOG_LEVEL,
    dashboardDir: path.resolve(env.DASHBOARD_DIR ?? path.join(serverRoot, '../dashboard/dist')),
    domainTargetIp: env.DOMAIN_TARGET_IP,
    jobWorker: env.JOB_WORKER,
    secretsKey:
      env.SECRETS_KEY ??
      createHash('sha256')
        .update(`vev-secrets-key:${env.SESSION_SECRET ?? developmentSecret}`)
        .digest(),
    paymentProviders: env.PAYMENT_PROVIDERS,
    stripeApiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
    vippsApiBase: env.VIPPS_API_BASE ?? 'https://api.vipps.no',
    paymentSandbox: env.PAYMENT_SANDBOX,
    pageViewRetentionDays: env.PAGE_VIEW_RETENTION_DAYS,
  };
}

/** The host under which every site has `{name}.{platformDomain}` (with port when not default). */
export function platformDomain(config: Config): string {
  return config.publicUrl.host;
}
