/**
 * The storefront's page views, buffered in memory and written every half second in one batch
 * (`flush.ts`): recording is a push onto an array, so a page waits for nothing, and a killed process
 * loses at most the last second's views: the half second since the last write began, and that write
 * if it had not committed yet (docs/decisions/page-views.md; test/faults/kill-page-views.test.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type SeenView, writePageViews } from './flush';
import { DailySalts } from './salt';

export const flushIntervalMs = 500;
/** Views held at most between two writes; beyond it (a database that stopped answering) new ones are dropped. */
export const maxBufferedViews = 100_000;

export class PageViewRecorder {
  private buffer: SeenView[] = [];
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly salts: DailySalts;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.salts = new DailySalts(db);
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    this.timer.unref();
  }

  record(view: SeenView): void {
    if (this.buffer.length < maxBufferedViews) this.buffer.push(view);
  }

  /** Writes what is buffered; while a write is under way, the views wait for the next. */
  flush(): Promise<void> {
    this.writing ??= this.write().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  /** A failed write is logged and its views are lost (never the page that recorded them). */
  private async write(): Promise<void> {
    const batch = this.buffer;
    if (batch.length === 0) return;
    this.buffer = [];
    const started = performance.now();
    try {
      await writePageViews(this.db, this.salts, batch);
      this.log.debug({ views: batch.length, ms: Math.round(performance.now() - started) }, 'page views written');
    } catch (error) {
      this.log.error({ err: error, views: batch.length }, 'writing page views failed');
    }
  }

  /** Stops the timer and writes the rest (the server's graceful shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.writing;
    await this.flush();
  }
}
