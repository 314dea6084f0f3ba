/**
 * Runs the retention purge (./purge.ts) soon after start-up and then every hour, one run at a
 * time, in the server process (docs/decisions/0016). Logs carry counts only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { type PurgeOutcome, purgeExpired, purgeLegacyToolData } from './purge';

export const PURGE_INTERVAL_MS = 3600_000;

export class PurgeSchedule {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<PurgeOutcome | undefined> | undefined;
  private stopped = false;
  private log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<ServerConfig, 'retentionDays' | 'outboxDir' | 'legacyToolsUntil'>,
    private readonly intervalMs: number = PURGE_INTERVAL_MS,
  ) {}

  /** The first run starts on the next turn of the event loop: start-up is not held up by it. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.stopped = false;
    this.first = setTimeout(() => void this.run(), 0);
    this.first.unref();
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  /** One run now (or the one in progress); never throws: a failure is logged and tried next hour. */
  run(): Promise<PurgeOutcome | undefined> {
    if (this.running) return this.running;
    const pass = (async () => {
      try {
        const outcome = await purgeExpired(this.db, {
          retentionDays: this.config.retentionDays,
          outboxDir: this.config.outboxDir,
          shouldStop: () => this.stopped,
        });
        if (outcome.status === 'busy') this.log?.info({ deleted: outcome.counts.outboxEmails }, 'retention purge of rows left to another instance');
        else {
          // Flat fields only (server/logging.ts keeps an allow-list): one line per kind that lost rows.
          for (const [kind, deleted] of Object.entries(outcome.counts)) if (deleted > 0) this.log?.info({ kind, deleted }, 'retention purge');
          this.log?.info({ deleted: Object.values(outcome.counts).reduce((sum, n) => sum + n, 0) }, 'retention purge done');
        }
        if (outcome.status === 'done') {
          // After LEGACY_TOOLS_UNTIL: the old tool accounts' plain rows (docs/decisions/0015).
          const legacy = await purgeLegacyToolData(this.db, { legacyToolsUntil: this.config.legacyToolsUntil, shouldStop: () => this.stopped });
          if (legacy.deleted > 0) this.log?.info({ kind: 'legacyToolData', deleted: legacy.deleted }, 'retention purge');
        }
        return outcome;
      } catch (error) {
        this.log?.error({ err: error }, 'retention purge failed; it will be tried again');
        return undefined;
      }
    })();
    this.running = pass;
    void pass.finally(() => {
      if (this.running === pass) this.running = undefined;
    });
    return pass;
  }

  /** Stops the schedule and waits for a run in progress to reach the end of its batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.first);
    clearInterval(this.timer);
    this.first = undefined;
    this.timer = undefined;
    await this.running;
  }
}
