import { html, raw, type SafeHtml } from '../http/html.ts';
import type { StandInAssets } from './assets.ts';

export type Theme = 'light' | 'dark' | undefined;

export interface PageOptions {
  lang: string;
  title: string;
  /** Forced theme; undefined follows the system setting. */
  theme: Theme;
  content: SafeHtml;
  /** Attributes for <body> (data-* hand-offs to the page script). */
  bodyAttributes?: Record<string, string | undefined>;
  /** Load the stand-in form script. */
  script?: boolean;
  wide?: boolean;
}

export const brandMark = raw(
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2 3 6v6c0 5 3.8 9.4 9 10 5.2-.6 9-5 9-10V6l-9-4Zm0 2.2 7 3.1V12c0 3.9-2.9 7.4-7 8-4.1-.6-7-4.1-7-8V7.3l7-3.1Zm-1 4.8v2H9v2h2v3h2v-3h2v-2h-2V9h-2Z"/></svg>',
);

export const lockIcon = raw(
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 6a2 2 0 0 1 1 3.7V19h-2v-2.3A2 2 0 0 1 12 13Z"/></svg>',
);

export const checkIcon = raw(
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z"/></svg>',
);

// The brand shield as an inline icon, so the pages need no favicon file (and browsers ask for none).
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#1d5bd6" d="M12 2 3 6v6c0 5 3.8 9.4 9 10 5.2-.6 9-5 9-10V6l-9-4Z"/></svg>',
  );

/** The document shell shared by every page the backend renders itself. */
export function renderPage(assets: StandInAssets, options: PageOptions): string {
  const attributes = Object.entries(options.bodyAttributes ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => html` ${name}="${value}"`);
  return html`<!doctype html>
<html lang="${options.lang}" dir="ltr"${options.theme ? html` data-theme="${options.theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${options.theme ?? 'light dark'}">
<meta name="robots" content="noindex">
<title>${options.title}</title>
<link rel="icon" href="${FAVICON}">
<link rel="preload" href="/_standin/inter-latin.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${assets.url('stand-in.css')}">
${options.script ? html`<script src="${assets.url('form.js')}" defer></script>` : ''}
</head>
<body${attributes}>
<main class="shell${options.wide ? ' shell--wide' : ''}" id="main">
${options.content}
</main>
</body>
</html>
`.value;
}
