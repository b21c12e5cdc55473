import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The plain pages of the stand-ins that a browser visits (the local sign-in,
 * Discord's authorization): one look, no script, so they work under the site's CSP.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#111;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1d1d24;padding:2rem;border-radius:12px;width:min(24rem,90vw)}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;font-size:1rem;border-radius:6px;border:1px solid #777}
.hint{font-size:.85rem;color:#bbb;margin:.3rem 0 0}.error{color:#ffb4b4;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{padding:.6rem 1.2rem;font-size:1rem;border-radius:6px;cursor:pointer}
a{color:#c9a7ff}`;

export function standinPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function sendStandinPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The stand-in's forms post as a browser does (urlencoded), read into a plain object. */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
