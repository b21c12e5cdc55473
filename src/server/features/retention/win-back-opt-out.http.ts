import { CLIENT_ROUTES } from '../../../shared/routes.js';

/** The page the opt-out link opens: the outcome (one of the feature's own sentences) and the way back to the site. */
export function optOutPage(message: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>E-mail offers</title></head>',
    `<body><main><h1>E-mail offers</h1><p>${message}</p><p><a href="${CLIENT_ROUTES.home}">Back to the site</a></p></main></body></html>`,
  ].join('\n');
}
