/**
 * `npm run system-message -- --title … [--text …] [--image /media/…/file --alt …]…`: publishes a
 * message from the platform to every site's timeline (docs/decisions/reports.md); `--list` lists the
 * published ones and `--withdraw <id>` takes one off every timeline. It opens the
 * database the server uses (DATABASE_URL, else PGlite in DATA_DIR, which the running server holds:
 * stop it first there).
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { listSystemMessages, publishSystemMessage, withdrawSystemMessage } from '../platform/activity/system-messages';

const usage = `Usage: npm run system-message -- --title <title> [--text <text>] [--image <path> --alt <text>]...
       npm run system-message -- --list
       npm run system-message -- --withdraw <id>
  --title     the message's title (required to publish)
  --text      its text
  --image     an image's path on the platform, e.g. /media/<id>/file (repeatable)
  --alt       the alternative text of the image given in the same position (repeatable)
  --list      the 50 newest messages: id, time and title
  --withdraw  takes the message with this id off every site's timeline`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      text: { type: 'string' },
      image: { type: 'string', multiple: true },
      alt: { type: 'string', multiple: true },
      list: { type: 'boolean' },
      withdraw: { type: 'string' },
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
    if (values.list) {
      const rows = await listSystemMessages(database.db);
      for (const row of rows) process.stdout.write(`${row.id}  ${row.createdAt.toISOString()}  ${row.title}\n`);
      if (rows.length === 0) process.stdout.write('No system messages are published.\n');
    } else if (values.withdraw !== undefined) {
      if (!(await withdrawSystemMessage(database.db, values.withdraw)))
        throw new TypeError(`There is no system message ${values.withdraw}.`);
      process.stdout.write(`Withdrew system message ${values.withdraw}: no timeline shows it any more.\n`);
    } else {
      const { id } = await publishSystemMessage(database.db, input);
      process.stdout.write(`Published system message ${id}: every site's timeline shows it.\n`);
    }
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
