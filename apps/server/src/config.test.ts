import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, developmentSecret, loadConfig, platformDomain } from './config';

const ownSecret = 'a-production-secret-of-our-own-0123456789';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration from the environment', () => {
  it('DOMAIN_TARGET_IP: an IP address for the domains screen, or none', () => {
    expect(loadConfig({}).domainTargetIp).toBeUndefined();
    expect(loadConfig({ DOMAIN_TARGET_IP: '203.0.113.10' }).domainTargetIp).toBe('203.0.113.10');
    expect(refusal({ DOMAIN_TARGET_IP: 'vev.no' })).toContain('DOMAIN_TARGET_IP');
  });

  it('defaults: port 3000, data in ./data, provider Vev, demo data seeded, PGlite, no OIDC', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      providerName: 'Vev',
      seedDemo: true,
      smtpUrl: undefined,
      oidc: undefined,
      trustProxy: false,
      answerCacheBytes: 32 * 1024 * 1024,
    });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.sessionSecret).toBe(developmentSecret);
  });

  it('reads each variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/vev',
      DATABASE_URL: 'postgres://vev@db/vev',
      PUBLIC_URL: 'https://admin.example.no',
      SESSION_SECRET: ownSecret,
      PROVIDER_NAME: 'Byrået',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mail.example.no:587',
      ANSWER_CACHE_MB: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/vev',
      databaseUrl: 'postgres://vev@db/vev',
      sessionSecret: ownSecret,
      providerName: 'Byrået',
      seedDemo: false,
      smtpUrl: 'smtp://mail.example.no:587',
      answerCacheBytes: 0,
    });
    expect(platformDomain(config)).toBe('admin.example.no');
  });

  it('the public URL follows the port when not set', () => {
    expect(platformDomain(loadConfig({ PORT: '4321' }))).toBe('localhost:4321');
  });

  it('empty optional variables count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', SESSION_SECRET: '', OIDC_ISSUER: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toBe(developmentSecret);
    expect(config.oidc).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('SEED_DEMO=%s means %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('refuses values it cannot read, naming the variable', () => {
    expect(refusal({ SEED_DEMO: 'kanskje' })).toContain('SEED_DEMO');
    expect(refusal({ PORT: 'tre tusen' })).toContain('PORT');
    expect(refusal({ PORT: '70000' })).toContain('PORT');
    expect(refusal({ NODE_ENV: 'staging' })).toContain('NODE_ENV');
    expect(refusal({ ANSWER_CACHE_MB: '-1' })).toContain('ANSWER_CACHE_MB');
  });

  describe('the session secret', () => {
    it('production without SESSION_SECRET is refused', () => {
      expect(refusal({ NODE_ENV: 'production' })).toContain(
        'SESSION_SECRET: SESSION_SECRET must be set to a secret of your own in production',
      );
    });

    it('production with the development default is refused', () => {
      expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: developmentSecret })).toContain('SESSION_SECRET');
    });

    it('production with a secret of its own starts', () => {
      expect(
        loadConfig({ NODE_ENV: 'production', SESSION_SECRET: ownSecret, SECRETS_KEY: 'ab'.repeat(32) }).sessionSecret,
      ).toBe(ownSecret);
    });

    it('a secret shorter than 32 characters is refused everywhere', () => {
      expect(refusal({ SESSION_SECRET: 'kort' })).toContain('SESSION_SECRET needs at least 32 characters');
    });
  });

  describe('OpenID Connect', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.no', OIDC_CLIENT_ID: 'vev', OIDC_CLIENT_SECRET: 'hemmelig' };

    it('all three variables together switch it on, named after the issuer by default', () => {
      expect(loadConfig(oidc).oidc).toEqual({
        issuer: 'https://id.example.no',
        clientId: 'vev',
        clientSecret: 'hemmelig',
        name: 'id.example.no',
      });
      expect(loadConfig({ ...oidc, OIDC_NAME: 'Example ID' }).oidc?.name).toBe('Example ID');
    });

    it.each(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)('without %s it is refused', (missing) => {
      const partial: Record<string, string> = { ...oidc };
      delete partial[missing];
      expect(refusal(partial)).toContain('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    });
  });

  describe('media storage', () => {
    const s3 = {
      S3_BUCKET: 'vev-media',
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'hemmelig',
    };

    it('keeps media on local disk under DATA_DIR/media without S3 settings', () => {
      const config = loadConfig({ DATA_DIR: '/var/lib/vev' });
      expect(config.mediaDir).toBe('/var/lib/vev/media');
      expect(config.s3).toBeUndefined();
    });

    it('uses S3 when all four settings are given, with an optional endpoint', () => {
      expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
        bucket: 'vev-media',
        region: 'eu-north-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'hemmelig',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
    });

    it('refuses some S3 settings without the others, and an endpoint that is no URL', () => {
      expect(refusal({ S3_BUCKET: 'vev-media' })).toContain('S3_BUCKET');
      expect(refusal({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_ENDPOINT');
      expect(refusal({ ...s3, S3_ENDPOINT: 'ikke en adresse' })).toContain('S3_ENDPOINT');
    });
  });

  describe('the key for stored secrets and the payment providers offered', () => {
    it('SECRETS_KEY is 32 bytes as hex or base64; anything else is refused', () => {
      expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab));
      expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).secretsKey).toEqual(
        Buffer.alloc(32, 7),
      );
      expect(refusal({ SECRETS_KEY: 'for-kort' })).toContain('SECRETS_KEY must be 32 bytes');
    });

    it('is required in production; outside it a key is derived from the session secret', () => {
      expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: ownSecret })).toContain(
        'SECRETS_KEY: SECRETS_KEY must be set in production',
      );
      const derived = loadConfig({ SESSION_SECRET: ownSecret }).secretsKey;
      expect(derived).toHaveLength(32);
      expect(loadConfig({}).secretsKey).not.toEqual(derived);
    });

    it('PAYMENT_PROVIDERS lists the providers offered: all four when unset, none with none', () => {
      expect(loadConfig({}).paymentProviders).toEqual(['faktura', 'testkort', 'stripe', 'vipps']);
      expect(loadConfig({ PAYMENT_PROVIDERS: 'vipps, Faktura' }).paymentProviders).toEqual(['faktura', 'vipps']);
      expect(loadConfig({ PAYMENT_PROVIDERS: 'none' }).paymentProviders).toEqual([]);
      expect(refusal({ PAYMENT_PROVIDERS: 'faktura,paypal' })).toContain('unknown providers: paypal');
    });
  });

  describe('outgoing mail', () => {
    it('accepts an smtp:// or smtps:// URL, and refuses anything else', () => {
      expect(loadConfig({ SMTP_URL: 'smtps://post%40firma.no:pw@smtp.firma.no:465' }).smtpUrl).toBe(
        'smtps://post%40firma.no:pw@smtp.firma.no:465',
      );
      expect(refusal({ SMTP_URL: 'mail.firma.no' })).toContain('SMTP_URL');
      expect(refusal({ SMTP_URL: 'https://mail.firma.no' })).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    });
  });
});
