import { normaliseEmail } from '../auth/validation.ts';
import type { ServerConfig } from '../config.ts';
import { isForwarded, isLoopback, isLoopbackHost, type RequestContext } from '../http/context.ts';
import { normaliseIp } from '../http/proxy.ts';
import { html } from '../http/html.ts';
import { sendHtml, sendJson } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { securityHeaders } from '../http/security.ts';
import type { StandInAssets } from '../pages/assets.ts';
import { brandMark, renderPage } from '../pages/layout.ts';
import type { Mailer, StoredMail } from './mailer.ts';

export interface MailRoutesDeps {
  config: ServerConfig;
  mailer: Mailer;
  assets: StandInAssets;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';
}

function messageCard(mail: StoredMail) {
  return html`<li class="card message" aria-labelledby="m-${mail.id}">
    <header>
      <h2 id="m-${mail.id}">${mail.subject}</h2>
      <span class="meta">To ${mail.to} · <time datetime="${mail.created_at}">${when(mail.created_at)}</time></span>
    </header>
    <pre>${mail.text}</pre>
    <p class="actions">
      ${mail.link ? html`<a class="button" href="${mail.link}">Open the link</a>` : ''}<a
        class="button button--secondary"
        href="/_mail/${mail.id}"
        >View as HTML<span class="visually-hidden"> (${mail.subject})</span></a
      >
    </p>
  </li>`;
}

/**
 * Whether the mailbox may answer this request. Reset and confirmation links grant access to
 * accounts, so only a client on this machine gets it: the socket peer must be a loopback address
 * (forwarding headers are never believed here, and a forwarded request is refused outright, since
 * a proxy on this machine relays remote clients) and the Host header must name this machine too, so
 * a page on another site that rebinds its DNS name to 127.0.0.1 cannot read it.
 */
export function mailboxAllowed(ctx: RequestContext): boolean {
  return (
    isLoopback(normaliseIp(ctx.req.socket.remoteAddress ?? '')) &&
    isLoopbackHost(ctx.req.headers.host) &&
    !isForwarded(ctx.req)
  );
}

/**
 * The local mailbox (like Inbucket): every e-mail the server "sent", newest first. Switched off by
 * MAILBOX=off (and by default once SITE_URL names a public origin).
 */
export function registerMailRoutes(router: Router, { config, mailer, assets }: MailRoutesDeps): void {
  const pageHeaders = () => securityHeaders('page', config.csp);
  const allowed = (ctx: RequestContext) => {
    if (config.mailbox && mailboxAllowed(ctx)) return true;
    sendHtml(ctx.req, ctx.res, 404, 'Not found', pageHeaders());
    return false;
  };

  router.add('GET', '/_mail', (ctx) => {
    if (!allowed(ctx)) return;
    const to = ctx.url.searchParams.get('to');
    const messages = mailer.list(to ? normaliseEmail(to) : undefined);
    const content = html`<header>
        <p class="brand">${brandMark}<span>ITIN Bridge · Local mailbox</span></p>
        <h1>Mailbox</h1>
        <p class="lede">
          E-mails the local server would have sent, newest first. Nothing leaves this
          machine.${to ? html` Showing messages to <strong>${to}</strong>. <a href="/_mail">Show all</a>` : ''}
        </p>
        <p class="actions">
          <a class="button button--secondary" href="${to ? `/_mail?to=${encodeURIComponent(to)}` : '/_mail'}"
            >Refresh</a
          >
        </p>
      </header>
      ${
        messages.length
          ? html`<ol class="messages" reversed>
              ${messages.map(messageCard)}
            </ol>`
          : html`<p class="empty">No e-mails yet. Ask for a password reset in the portal and it will appear here.</p>`
      }`;
    sendHtml(
      ctx.req,
      ctx.res,
      200,
      renderPage(assets, { lang: 'en', theme: undefined, title: 'Mailbox · ITIN Bridge', content, wide: true }),
      pageHeaders(),
    );
  });

  router.add('GET', '/_mail/api/messages', (ctx) => {
    if (!allowed(ctx)) return;
    const to = ctx.url.searchParams.get('to');
    sendJson(
      ctx.req,
      ctx.res,
      200,
      mailer.list(to ? normaliseEmail(to) : undefined),
      securityHeaders('api', config.csp),
    );
  });

  router.add('GET', '/_mail/:id', (ctx) => {
    if (!allowed(ctx)) return;
    const mail = mailer.get(ctx.params.id ?? '');
    if (!mail) {
      sendHtml(ctx.req, ctx.res, 404, 'Not found', pageHeaders());
      return;
    }
    // The stored HTML is shown as it would be in a mail client: no script, no outside resources.
    sendHtml(ctx.req, ctx.res, 200, mail.html, {
      ...pageHeaders(),
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox allow-popups allow-top-navigation-by-user-activation",
    });
  });
}
