import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/** pino-pretty is a development tool: a production install (npm ci --omit=dev) does not have it. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Logger options: JSON in production, pretty in development, secrets and cookies redacted. */
export function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.secret',
        '*.token',
        '*.sessionSecret',
        '*.clientSecret',
        '*.secretKey',
      ],
      censor: '[redacted]',
    },
    ...(config.prettyLogs && prettyPrinterInstalled()
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** One log line per request, written when the response is done, with status and duration. */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
