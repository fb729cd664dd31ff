/** Start Vev: config -> database (migrated) -> demo data -> app -> listen; stop gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { demoPassword, demoUsers, isDatabaseEmpty, seedDemo } from './db/seed-demo';
import { demoMediaOptions } from './db/seed-demo-media';
import { startPaymentSandbox } from './payment-sandbox';

async function main(): Promise<void> {
  const sandbox = await startPaymentSandbox(loadConfig());
  const config = sandbox.config;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, { media: demoMediaOptions(config), config });
  }

  const app = await buildApp({
    config,
    database,
    logger:
      config.env === 'development' && process.stdout.isTTY
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,reqId' } } }
        : { level: config.logLevel },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await sandbox.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl.href.replace(/\/$/, '');
  const databaseLabel = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Vev is running at ${url}  (database: ${databaseLabel})`,
    ...(config.paymentSandbox
      ? [`  Payment sandbox: Stripe at ${config.stripeApiBase}, Vipps MobilePay at ${config.vippsApiBase}`]
      : []),
    ...(config.seedDemo
      ? [
          `  Demo sign-ins (password ${demoPassword}):`,
          ...demoUsers.map((user) => `    ${user.email.padEnd(24)} ${user.permission ?? 'no site'}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nVev could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
    );
  }
  process.exit(1);
});
