import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { OidcClient } from './integrations/oidc.js';
import type { Payments } from './integrations/stripe.js';
import type { LivePublisher } from './live/live-hub.js';
import type { ObjectStorage } from './integrations/storage.js';
import type { Mailer } from './integrations/mail.js';
import type { AiClient } from './integrations/ai.js';
import type { DiscordClient } from './integrations/discord.js';
import type { MarkedCopies } from './media/marked-copies.js';
import type { MediaUrlSigner } from './media/signed-media-urls.js';
import type { AssembledModules } from './feature-module.js';

/** What feature routes and services are given: configuration, database and outside systems. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  /** Signs cookies: SESSION_SECRET, or the one kept in DATA_DIR in embedded mode. */
  sessionSecret: string;
  /** Sign-in with Google, or with the local OpenID provider when Google is not configured. */
  oidc: OidcClient;
  /** Publishes live events to the open tabs that may see them, on every instance. */
  live: LivePublisher;
  /** Uploaded and generated files; served only through signed media URLs. */
  storage: ObjectStorage;
  /** Makes and checks signed media URLs; a service hands one out after checking the viewer's access. */
  mediaUrls: MediaUrlSigner;
  /** Members' marked copies of Pro pictures: made by the media route, their uses written by a job. */
  markedCopies: MarkedCopies;
  /** E-mail over SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mail: Mailer;
  /** The Tech page's AI chat; not configured without AI_BASE_URL. */
  ai: AiClient;
  /** Stripe, or the local payment simulator when no key is set (its test controls: app.paymentSimulator). */
  payments: Payments;
  /** Discord role sync: the configured application, the local stand-in outside production, or null (off). */
  discord: DiscordClient | null;
  /** What the feature modules declared, merged (feature-module.ts): payment and refund handlers by kind, first views. */
  modules: AssembledModules;
}
