import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseAvailability } from './db/availability.js';
import type { BackgroundJob } from './feature-module.js';

/**
 * Runs the app's background jobs while the database answers. When it stops
 * answering, the jobs are stopped (no ticks that would fail, no log line each
 * time); once it is back, fresh ones are made and started, so a job needs no
 * code of its own to sit out an outage.
 */
export class JobRunner {
  private jobs: BackgroundJob[] = [];
  private switching: Promise<void> = Promise.resolve();
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly createJobs: () => BackgroundJob[],
    private readonly availability: DatabaseAvailability,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.startJobs();
    this.unsubscribe = this.availability.onChange((available) => {
      this.switching = this.switching.then(async () => {
        if (available) {
          this.log.info('the database answers again; background jobs resume');
          this.startJobs();
        } else {
          this.log.warn('the database does not answer; background jobs pause until it does');
          await this.stopJobs();
        }
      });
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    await this.switching;
    await this.stopJobs();
  }

  private startJobs(): void {
    if (this.jobs.length > 0) return;
    this.jobs = this.createJobs();
    for (const job of this.jobs) job.start();
  }

  private async stopJobs(): Promise<void> {
    const stopping = this.jobs;
    this.jobs = [];
    await Promise.all(
      stopping.map(async (job) => {
        // A job finishing its work in hand may find the database gone: it stops all the same.
        await Promise.resolve(job.stop()).catch((err: unknown) => this.log.warn({ err, job: job.name }, 'job stopped with its work unfinished'));
      }),
    );
  }
}
