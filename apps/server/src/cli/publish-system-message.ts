/**
 * `npm run system-message -- --title … [--text …] [--image /media/…/file --alt …]…`: publishes a
 * message from the platform to every site's timeline (docs/decisions/reports.md). It opens the
 * database the server uses (DATABASE_URL, else PGlite in DATA_DIR, which the running server holds:
 * stop it first there).
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { publishSystemMessage } from '../platform/activity/system-messages';

const usage = `Usage: npm run system-message -- --title <title> [--text <text>] [--image <path> --alt <text>]...
  --title  the message's title (required)
  --text   its text
  --image  an image's path on the platform, e.g. /media/<id>/file (repeatable)
  --alt    the alternative text of the image given in the same position (repeatable)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      text: { type: 'string' },
      image: { type: 'string', multiple: true },
      alt: { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const alts = values.alt ?? [];
  const input = {
    title: values.title ?? '',
    text: values.text ?? '',
    images: (values.image ?? []).map((url, index) => ({ url, alt: alts[index] ?? '' })),
  };
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  try {
    const { id } = await publishSystemMessage(database.db, input);
    process.stdout.write(`Published system message ${id}: every site's timeline shows it.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    process.stderr.write(`${error.issues.map((issue) => issue.message).join('\n')}\n\n${usage}\n`);
  } else if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof TypeError) {
    process.stderr.write(`${error.message}\n\n${usage}\n`);
  } else {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
