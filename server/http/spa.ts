import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HELD_CLICK, HELD_CLICK_TARGETS } from '../../domain/common/heldClick';
import { injectedFetch } from './injectedFetch';
import { SERVER_RENDER_FILE, serverRenderDir } from './serverRenderPath';

/**
 * Written by the build beside index.html (vite.config.ts): it also starts the page's first API
 * requests (src/early/main.ts) and preloads the signed-in code.
 */
const SIGNED_IN_HTML = 'index.signed-in.html';
/** The sign-in page (src/lib/routing/guard.ts), drawn once as the server starts. */
const SIGN_IN_PATH = '/login';
/** The stored session's access token (src/lib/session/cookieSession.ts). */
const SESSION_COOKIE = /(?:^|;\s*)backoffice-accessToken=[^;]/;

/** Whether the browser holds a session: the page then starts and preloads what signed-in screens need. */
const holdsSession = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

/**
 * public/preferences.js paints the theme, colour and direction before the first paint, so it is a
 * blocking script in the head: as a file it held every page's parsing (and a rendered page's
 * first paint) for one more request. The pages carry it inline instead, allowed by its hash.
 */
const PREFERENCES_SCRIPT = '<script src="/preferences.js"></script>';
const preferencesScript = (distDir: string) => {
  const file = join(distDir, 'preferences.js');
  return distDir !== '' && existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** The app's entry as the signed-in page loads it (vite.config.ts writes it so). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;

/**
 * A page the server drew starts the app once that page has been painted: a module script runs as
 * soon as the document is parsed, and with the app's code already cached (a second visit) its
 * first ~200 ms of work came before the first paint, so the drawn rows showed later than on a
 * first visit. Its code is asked for then too, all of it at once (the build's module preloads,
 * taken out of the head): fetched and compiled beside the drawing's first style and layout on two
 * cores, it put the rows on screen ~75 ms later (BENCHMARKS.md).
 *
 * Until the app takes the page over (src/main.tsx, just before React hydrates it), its buttons are
 * only drawn: a click on one would be lost, and a submit button's would submit the form natively;
 * Enter in a form's field would be lost too (its submit waits for the app, disabled). The last
 * such click, or that form, is held instead, and the app clicks it or submits it once hydrated
 * (src/ssr/serverDrawn.tsx). From then on React sees them itself.
 */
const startDrawnPage = (entry: string, preloads: readonly string[]) => `<script>(function () {
  function hold(event) {
    var target = event.target instanceof Element && event.target.closest('${HELD_CLICK_TARGETS}');
    if (!target) return;
    event.preventDefault();
    held.target = target;
  }
  function holdSubmit(event) {
    var field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.form) return;
    event.preventDefault();
    held.target = field.form;
  }
  var held = (window.${HELD_CLICK} = {
    target: null,
    stop: function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('keydown', holdSubmit, true);
    },
  });
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', holdSubmit, true);
  requestAnimationFrame(function () {
    setTimeout(function () {
      ${JSON.stringify(preloads)}.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = ${JSON.stringify(entry)};
      document.body.appendChild(script);
    });
  });
})();</script>`;
/** The script starting the first requests (vite.config.ts marks it): a rendered page holds their answers. */
const EARLY_SCRIPT = /[ \t]*<script[^>]* data-early[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** The build's page `name` as a drawn page is served: its code started once it has been painted. */
function drawnTemplate(distDir: string, name: string) {
  const built = inlineScripts(readFileSync(join(distDir, name), 'utf8'), distDir).replace(EARLY_SCRIPT, '');
  const entry = ENTRY_SCRIPT.exec(built)?.[1];
  if (entry === undefined) throw new Error(`${name}: no entry script`);
  const start = startDrawnPage(
    entry,
    [...built.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!),
  );
  const html = built
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `${start}</body>`);
  if (!html.includes('<div id="root"></div>')) throw new Error(`${name}: no empty root element`);
  return { html, start };
}
/** The pages the server draws into: a session's, and a guest's (the sign-in page). */
const DRAWN_TEMPLATES = { signedIn: SIGNED_IN_HTML, guest: 'index.html' } as const;

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The Content-Security-Policy sources allowing the pages' inline scripts (none without a built SPA). */
export function spaScriptSources(distDir: string): string[] {
  const preferences = preferencesScript(distDir);
  const drawn = distDir !== '' && existsSync(join(distDir, SIGNED_IN_HTML));
  return [
    ...(preferences === null ? [] : [sha256(preferences)]),
    ...(drawn
      ? Object.values(DRAWN_TEMPLATES).map((name) =>
          sha256(drawnTemplate(distDir, name).start.slice('<script>'.length, -'</script>'.length)),
        )
      : []),
  ];
}

/** A page as served: its head's blocking script inline. */
const inlineScripts = (html: string, distDir: string) => {
  const script = preferencesScript(distDir);
  return script === null ? html : html.replace(PREFERENCES_SCRIPT, () => `<script>${script}</script>`);
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** A rendered page (~180 KB, mostly CSS) compressed as the browser accepts, quickly (it is made per request). */
async function compressed(html: string, acceptEncoding: string) {
  if (/\bbr\b/.test(acceptEncoding)) {
    const body = await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding))
    return { body: await compressGzip(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/**
 * The build's render of signed-in screens (src/ssr/render.tsx, built by vite.config.ts): the page
 * at a URL for a browser's cookies, its API requests answered by `fetchApi`, or null for the app
 * as the browser draws it.
 */
type RenderPage = (
  url: string,
  cookieHeader: string,
  fetchApi: (request: Request) => Promise<Response>,
) => Promise<{ head: string; root: string; afterRoot: string } | null>;

/** A page drawn by the server: one user's data (`private`), or the same for every guest. */
type DrawnPage = { html: string; private: boolean };

/**
 * Screens drawn by the server, when the build made that render: a bookmark of a signed-in list
 * then shows its first rows, and /login its form, before the app's code has run (the render picks
 * the screens: lists opened without a query, the sign-in page for a guest). The API is asked as the
 * visitor (their own token, through `app.inject`, so the same authentication, rights and scoping as
 * their browser's requests). Null when there is no render.
 */
async function serverRenderer(app: FastifyInstance, distDir: string, warmUpAs?: WarmUpSession) {
  const file = join(serverRenderDir(distDir), SERVER_RENDER_FILE);
  if (!existsSync(file)) return null;
  const { renderSignedInPage, renderGuestPage, prepareSignedInPages, warmUpCookies } = (await import(
    pathToFileURL(file).href
  )) as {
    renderSignedInPage: RenderPage;
    renderGuestPage?: RenderPage;
    prepareSignedInPages?: () => Promise<void>;
    warmUpCookies?: (session: { user: unknown; accessToken: string }) => {
      url: string;
      cookieHeader: string;
    };
  };
  // In the background: a page asked for meanwhile loads what it needs itself.
  const prepared = prepareSignedInPages?.().catch((error: unknown) =>
    app.log.warn({ err: error }, 'preparing the server render failed'),
  );
  // The pages to draw into: their early requests dropped (the drawing holds their answers).
  const templates = {
    signedIn: drawnTemplate(distDir, DRAWN_TEMPLATES.signedIn).html,
    guest: drawnTemplate(distDir, DRAWN_TEMPLATES.guest).html,
  };
  /**
   * The page at `url` for `cookieHeader`, its API asked from `ip`, drawn for a session or for a
   * guest; null to serve the plain app.
   */
  const draw = async (
    url: string,
    cookieHeader: string,
    ip: string,
    signedIn: boolean,
  ): Promise<DrawnPage | null> => {
    const fetchApi = injectedFetch(app, ip);
    const renderPage = signedIn ? renderSignedInPage : renderGuestPage;
    const page = await renderPage?.(url, cookieHeader, fetchApi);
    if (!page) return null;
    const html = (signedIn ? templates.signedIn : templates.guest)
      .replace('</head>', () => `${page.head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.afterRoot}`);
    return { html, private: signedIn };
  };
  if (warmUpAs && warmUpCookies) {
    // Once listening, in the background (readiness does not wait): one page drawn for a session
    // that never leaves the process, so V8 has compiled the render's code before the first
    // visitor's page (the first page drawn after a start took ~1.6 s, the next ones 0.3–0.9 s).
    app.addHook('onListen', (done) => {
      done();
      const started = performance.now();
      void (async () => {
        await prepared;
        // The sign-in page in English is then kept drawn, too.
        await draw(SIGN_IN_PATH, '', '127.0.0.1', false);
        const session = await warmUpAs();
        if (!session) return;
        const { url, cookieHeader } = warmUpCookies(session);
        const drawn = await draw(url, cookieHeader, '127.0.0.1', true);
        app.log.info(
          { ms: Math.round(performance.now() - started), drawn: drawn !== null },
          'server render warmed up',
        );
      })().catch((error: unknown) => app.log.warn({ err: error }, 'warming up the server render failed'));
    });
  }
  return async (request: FastifyRequest, signedIn: boolean): Promise<DrawnPage | null> => {
    if (request.method !== 'GET') return null;
    try {
      return await draw(request.url, request.headers.cookie ?? '', request.ip, signedIn);
    } catch (error) {
      // The page the browser renders itself is always there to fall back on.
      request.log.warn({ err: error }, 'server render failed');
      return null;
    }
  };
}

/**
 * A signed-in session the server draws one page with as it starts (its user as the API answers
 * it, and an access token that never leaves the process), or null when there is no one to draw for.
 */
export type WarmUpSession = () => Promise<{ user: unknown; accessToken: string } | null>;

/**
 * Serves the built SPA: hashed assets cached for a year, the HTML revalidated every time, and
 * every unknown non-API GET answered with the HTML so client-side routes survive a reload. A
 * browser holding a session gets the HTML that also starts its first requests and preloads the
 * signed-in code (only a head start: a stale cookie costs a download and a refused request, never
 * a wrong page).
 */
export async function serveSpa(app: FastifyInstance, distDir: string, warmUpAs?: WarmUpSession) {
  // No directory means no SPA (tests): join('', 'index.html') would find Vite's source
  // index.html in the working directory and serve the repository root.
  const hasSpa = distDir !== '' && existsSync(join(distDir, 'index.html'));
  const hasSignedInHtml = hasSpa && existsSync(join(distDir, SIGNED_IN_HTML));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // `/` too is answered below, by whether a session is held.
      index: false,
      // The build writes .br/.gz beside each asset (scripts/compress-dist.ts).
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const render = hasSignedInHtml ? await serverRenderer(app, distDir, warmUpAs) : null;
  const page = (file: string) => inlineScripts(readFileSync(join(distDir, file), 'utf8'), distDir);
  const pages = hasSpa
    ? { guest: page('index.html'), signedIn: hasSignedInHtml ? page(SIGNED_IN_HTML) : page('index.html') }
    : null;
  // The page differs by cookie: a shared cache must not give one visitor's to another.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = holdsSession(request);
    const rendered = render ? await render(request, signedIn) : null;
    reply.type('text/html; charset=utf-8');
    if (rendered !== null) {
      const { body, encoding } = await compressed(
        rendered.html,
        String(request.headers['accept-encoding'] ?? ''),
      );
      if (encoding) reply.header('Content-Encoding', encoding);
      // One user's data is kept by no cache, not even the browser's.
      return reply
        .header('Cache-Control', rendered.private ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Cookie, Accept-Encoding')
        .send(body);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send(signedIn ? pages!.signedIn : pages!.guest);
  };
  // The static files' wildcard would answer the folder itself (`/`) with a refusal.
  if (hasSpa) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
