import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { strictRateLimit } from '../plugins/security.js';
import { acceptFormPosts, escapeHtml, sendStandinPage, standinPage } from './standin-page.js';

/**
 * The local provider's sign-in page (DESIGN contract: a field **Email**, an
 * optional field **Name**, a button **Sign in**). A plain form posting to
 * itself: no script, so it works under the site's CSP.
 */

export interface LocalAccount {
  email: string;
  name: string | null;
}
/** Accounts that signed in, by subject; the provider reads their claims from here, on any instance. */
export interface LocalAccounts {
  get(subject: string): Promise<LocalAccount | undefined>;
  set(subject: string, account: LocalAccount): Promise<void>;
}

const FORM_BODY_LIMIT = 4096;

const LoginFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: z.string().trim().max(100).optional().transform((name) => name || null),
});

/** The same e-mail always gets the same subject, so it signs in to the same account. */
export function localSubjectFor(email: string): string {
  return `local_${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

function loginPage(uid: string, values: { email?: string; name?: string }, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return standinPage(
    'Sign in - local sign-in provider',
    `<h1>Sign in</h1>
<p>This local sign-in provider stands in for Google while the site runs without it. Any e-mail address signs in; no password is needed.</p>
<form method="post" action="/oidc/interaction/${encodeURIComponent(uid)}" novalidate>
${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(values.email ?? '')}"${invalid}>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(values.name ?? '')}" aria-describedby="name-hint">
<p class="hint" id="name-hint">Optional.</p>
<div class="actions"><button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

/** Shown by the provider for its own errors (an expired or replayed request). */
export function renderProviderError(message: string): string {
  return standinPage(
    'Sign-in failed',
    `<h1>Sign-in failed</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/google-signup">Back to sign-in</a></p>`,
  );
}

const expiredPage = () =>
  standinPage(
    'Sign-in expired',
    '<h1>This sign-in has expired</h1><p>Please start again from the site.</p><p><a href="/google-signup">Back to sign-in</a></p>',
  );

/** The provider's pending interaction for this browser, or undefined when it expired or is another one. */
async function pendingInteraction(provider: Provider, request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch {
    return undefined;
  }
}

export async function registerLocalLoginRoutes(
  scope: FastifyInstance,
  { provider, accounts, config }: { provider: Provider; accounts: LocalAccounts; config: AppConfig },
): Promise<void> {
  acceptFormPosts(scope, FORM_BODY_LIMIT);
  const finish = async (request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) =>
    reply.redirect(await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false }), 303);

  scope.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', async (request, reply) => {
    const interaction = await pendingInteraction(provider, request, reply);
    if (!interaction) return sendStandinPage(reply, 400, expiredPage());
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return sendStandinPage(reply, 200, loginPage(request.params.uid, { email: hint }));
  });

  scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    '/oidc/interaction/:uid',
    { config: strictRateLimit(config, 'auth') },
    async (request, reply) => {
      if (!(await pendingInteraction(provider, request, reply))) return sendStandinPage(reply, 400, expiredPage());
      const body = request.body ?? {};
      if (body.action === 'cancel') return finish(request, reply, { error: 'access_denied', error_description: 'Sign-in was cancelled.' });
      const form = LoginFormSchema.safeParse(body);
      if (!form.success) return sendStandinPage(reply, 400, loginPage(request.params.uid, body, 'Enter a valid e-mail address.'));
      const accountId = localSubjectFor(form.data.email);
      await accounts.set(accountId, form.data);
      return finish(request, reply, { login: { accountId, remember: false } });
    },
  );
}
