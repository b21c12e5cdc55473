/**
 * The embedded stand-ins (database, local sign-in, payment simulator, mail to files) and
 * which of them a production site may run on; config.ts decides from these.
 */

export const STANDINS = ['database', 'oidc', 'payments', 'mail'] as const;
export type Standin = (typeof STANDINS)[number];

/**
 * Stand-ins a production site may run on when told to: they hold data or write
 * files but open no door. The local sign-in (any e-mail, no password) and the
 * payment simulator (Pro for free) never run in production, whatever
 * ALLOW_LOCAL_STANDINS says.
 */
export const PRODUCTION_ALLOWABLE_STANDINS: readonly Standin[] = ['database', 'mail'];

const STANDIN_NEEDS: Record<Standin, string> = {
  database: 'DATABASE_URL',
  oidc: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  payments: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  mail: 'SMTP_URL',
};

const NEVER_IN_PRODUCTION_WHY: Partial<Record<Standin, string>> = {
  oidc: 'the local sign-in accepts any e-mail without a password',
  payments: 'the payment simulator grants Pro without a payment',
};

/**
 * Why production cannot start on these stand-ins, or null. The message only
 * suggests what would work: real services for the stand-ins that never run in
 * production, ALLOW_LOCAL_STANDINS only with names it accepts.
 */
export function productionStandinProblem(needed: readonly Standin[], allowed: readonly (Standin | 'all')[]): string | null {
  const forbiddenNames = allowed.filter((name): name is Standin => name !== 'all' && !PRODUCTION_ALLOWABLE_STANDINS.includes(name));
  if (forbiddenNames.length > 0) {
    const name = forbiddenNames[0]!;
    return `ALLOW_LOCAL_STANDINS: "${name}" is never allowed in production (${NEVER_IN_PRODUCTION_WHY[name]}): remove it and set ${STANDIN_NEEDS[name]}`;
  }
  const never = needed.filter((s) => !PRODUCTION_ALLOWABLE_STANDINS.includes(s));
  const refused = needed.filter((s) => PRODUCTION_ALLOWABLE_STANDINS.includes(s) && !allowed.includes('all') && !allowed.includes(s));
  if (never.length === 0 && refused.length === 0) return null;
  const parts: string[] = [];
  if (never.length > 0) {
    parts.push(`set ${never.map((s) => STANDIN_NEEDS[s]).join(', ')} (no stand-in for ${never.length > 1 ? 'these' : 'this'} in production: ${never.map((s) => NEVER_IN_PRODUCTION_WHY[s]).join('; ')})`);
  }
  if (refused.length > 0) {
    const keep = [...new Set([...allowed.filter((name) => name !== 'all'), ...refused])];
    parts.push(`set ${refused.map((s) => STANDIN_NEEDS[s]).join(', ')} or allow the embedded ${refused.length > 1 ? 'ones' : 'one'} with ALLOW_LOCAL_STANDINS=${keep.join(',')}`);
  }
  return `NODE_ENV=production refuses local stand-ins: ${parts.join('; ')}`;
}
