import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applicantNotifier } from './application/notifications.ts';
import { registerApplicationRoutes } from './application/routes.ts';
import { ApplicationService } from './application/service.ts';
import { ApplicationStore } from './application/store.ts';
import { registerAuthRoutes, authFallback, AUTH_PREFIX } from './auth/routes.ts';
import { loadSigningSecret } from './auth/secrets.ts';
import { AuthService } from './auth/service.ts';
import { AuthStore } from './auth/store.ts';
import type { ServerConfig } from './config.ts';
import { registerFormRoutes } from './forms/routes.ts';
import { clientIp, trustedOrigin, type RequestContext } from './http/context.ts';
import { sendHtml } from './http/respond.ts';
import { Router } from './http/router.ts';
import { securityHeaders } from './http/security.ts';
import { deriveSecret } from './http/signedToken.ts';
import { Mailer } from './mail/mailer.ts';
import { registerMailRoutes } from './mail/routes.ts';
import { StandInAssets } from './pages/assets.ts';
import { registerPaymentRoutes } from './payment/routes.ts';
import { paymentCheckout } from './payments/checkout.ts';
import { loadWebhookSecret, registerPaymentNotify } from './payments/notify.ts';
import { StaticSite } from './static/serve.ts';
import { openDatabase, type Db } from './storage/db.ts';
import { ObjectFiles } from './storage/files.ts';
import { loadKey } from './storage/keys.ts';
import { registerStorageRoutes } from './storage/routes.ts';

export interface RunningServer {
  /** Base URL to reach the server (loopback name for a wildcard bind). */
  url: string;
  port: number;
  /** The open database, for inspection by tests and tools. */
  db: Db;
  /** Stops accepting connections, lets requests in flight finish (briefly), then closes the database. */
  close(): Promise<void>;
}

const HOUSEKEEPING_INTERVAL_MS = 60_000;
const SHUTDOWN_GRACE_MS = 5_000;
const HSTS = 'max-age=31536000; includeSubDomains';

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Builds the whole backend (auth API, stand-ins, static app) and starts listening. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const secret = loadSigningSecret(config.dataDir, config.jwtSecret);
  const db = openDatabase(config.dataDir);
  const mailer = new Mailer(db, config.logger, config.now, config.mailbox);
  const service = new AuthService(new AuthStore(db), mailer, {
    now: config.now,
    confirmEmail: config.confirmEmail,
    refreshReuseIntervalSeconds: config.refreshReuseIntervalSeconds,
    secret,
  });
  const assets = new StandInAssets();
  const site = new StaticSite(config.staticRoot, config);

  const router = new Router();
  const auth = registerAuthRoutes(router, { config, service });
  registerFormRoutes(router, { config, db, assets, secret: deriveSecret(secret, 'forms') });
  const webhookSecret = loadWebhookSecret(config.dataDir, process.env.PAYMENT_WEBHOOK_SECRET);
  registerPaymentRoutes(router, { config, db, assets, secret: deriveSecret(secret, 'checkout'), webhookSecret });
  registerMailRoutes(router, { config, mailer, assets });
  const applications = new ApplicationService(new ApplicationStore(db), config.now);
  applications.onStatusChange(applicantNotifier(applications.store, mailer, config.logger));
  registerPaymentNotify(router, { config, applications, secret: webhookSecret });
  const rpc = registerApplicationRoutes(router, {
    config,
    auth: service,
    applications,
    extra: { payment_checkout: (caller, args, ctx) => paymentCheckout(applications, caller, args, ctx.origin) },
  });
  const files = new ObjectFiles(
    config.dataDir,
    loadKey(config.dataDir, 'documents-key', process.env.DOCUMENTS_KEY, 'DOCUMENTS_KEY'),
  );
  files.cleanTemp();
  applications.setFileRemover((names) => names.forEach((name) => files.remove(name)));
  registerStorageRoutes(router, {
    config,
    auth: service,
    store: applications.store,
    files,
    secret: deriveSecret(secret, 'storage'),
  });
  router.add('GET', '/_standin/:name', (ctx) => {
    if (!assets.serve(ctx, ctx.params.name ?? '', securityHeaders('page', config.csp))) site.handle(ctx);
  });

  const hsts = config.siteUrl !== undefined && new URL(config.siteUrl).protocol === 'https:';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Browsers that reached the site over https keep to https for a year; a plain-http site never
    // says so, or a browser would refuse it afterwards.
    if (hsts) res.setHeader('strict-transport-security', HSTS);
    // Only origin-form targets ("/path?query"); an absolute URL must not choose the origin.
    const target = req.url ?? '/';
    // A backslash in the path would be read as a slash by the URL parser ("/\\host" names a host).
    if (!target.startsWith('/') || target.startsWith('//') || /^[^?#]*\\/.test(target)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Bad request');
      return;
    }
    const url = new URL(target, 'http://localhost');
    const ctx: RequestContext = {
      req,
      res,
      url,
      ip: clientIp(req, config.trustProxy),
      origin: trustedOrigin(req, config.siteUrl),
      params: {},
    };
    const method = req.method ?? 'GET';
    const isAuth = url.pathname === AUTH_PREFIX || url.pathname.startsWith(`${AUTH_PREFIX}/`);
    if (isAuth && method === 'OPTIONS') return authFallback(ctx, config);

    const match = router.match(method, url.pathname);
    if (match.kind === 'found') {
      ctx.params = match.params;
      return match.handler(ctx);
    }
    if (isAuth) return authFallback(ctx, config, match.kind === 'method-not-allowed' ? match.allow : undefined);
    if (match.kind === 'method-not-allowed' || (method !== 'GET' && method !== 'HEAD')) {
      const allow = match.kind === 'method-not-allowed' ? match.allow.join(', ') : 'GET, HEAD';
      return sendHtml(req, res, 405, 'Method not allowed', { ...securityHeaders('page', config.csp), allow });
    }
    site.handle(ctx);
  };

  // Node checks the header and request timeouts on this interval; a long one lets a slow client
  // hold its connection well past the limit.
  const checkingInterval = Math.max(100, Math.min(1_000, Math.floor(config.http.headersTimeoutMs / 2)));
  const server: Server = createServer({ connectionsCheckingInterval: checkingInterval }, (req, res) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        config.logger.error('request failed', { method: req.method, path: req.url?.split('?')[0], error });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendHtml(req, res, 500, 'Internal server error', securityHeaders('page', config.csp));
      });
  });
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.headersTimeoutMs;
  server.requestTimeout = config.http.requestTimeoutMs;
  // Connections over the cap are closed on arrival, so a flood of idle sockets cannot exhaust
  // file descriptors.
  server.maxConnections = config.http.maxConnections;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => config.logger.error('server error', { error }));

  const housekeeping = setInterval(() => {
    try {
      auth.prune();
      mailer.prune();
      rpc.prune();
    } catch (error) {
      config.logger.error('housekeeping failed', { error });
    }
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(config.host)}:${port}`,
    port,
    db,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(housekeeping);
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          db.close();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
