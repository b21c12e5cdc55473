import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BackgroundJob } from '../../feature-module.js';
import type { PortalConfiguration } from './billing-portal.service.js';

/** At start: configure the portal in the background, so the first member who opens it does not wait. */
export function portalSetupJob(ctx: AppContext, portal: PortalConfiguration, log: FastifyBaseLogger): BackgroundJob {
  let running: Promise<void> = Promise.resolve();
  return {
    name: 'billing-portal-setup',
    start: () => {
      running = portal.id(ctx).then(
        (id) => log.info({ configurationId: id }, 'billing portal configured'),
        (err: unknown) => log.warn({ err }, 'billing portal not configured yet; tried again when a member opens it'),
      );
    },
    // A shutdown right after the start waits for the request, rather than closing what it uses under it.
    stop: () => running,
  };
}
