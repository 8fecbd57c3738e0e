import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SERVER_RENDER_FILE, serverRenderDir } from './server/http/serverRenderPath';

const apiPort = process.env.PORT ?? '8000';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const ENTRY = source('main.tsx');
/** The lazy modules the router loads for /login (see src/app/router.tsx). */
const LOGIN_ROUTE = [source('app/layouts/BlankLayout.tsx'), source('features/auth/LoginPage.tsx')];
const LOGIN_CHUNK = 'login';
/**
 * What the sign-in page (the entry and the login chunk, which takes the whole static closure of
 * the route) must not import, and why: each would add its weight to /login's first download.
 */
const NOT_FOR_LOGIN: { module: RegExp; why: string }[] = [
  {
    module: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    why: 'lucide-react by its index, which brings every icon of the app: import each from lucide-react/icons/<name>',
  },
  {
    module: /[\\/]node_modules[\\/]zod[\\/]/,
    why: 'zod: forms validate through src/components/form/schemaValidation, and the sign-in form loads it on first use',
  },
  {
    module: /[\\/]node_modules[\\/]react-hook-form[\\/]/,
    why: 'react-hook-form: the sign-in form reads its two fields itself (src/features/auth/LoginForm.tsx)',
  },
];

const SIGNED_IN_CHUNK = 'signed-in';
/** Requests a signed-in page starts before the app's code (src/early/main.ts): an entry of its own. */
const EARLY_ENTRY = source('early/main.ts');
const isEarly = (id: string) => /[\\/]src[\\/]early[\\/]/.test(id);
const localeFile = (id: string) => /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id);
/** The areas whose texts load with their own screens (`DEFERRED_AREAS` in src/i18n.ts). */
const DEFERRED_TEXTS = ['kit', 'front'];
const languageOf = (id: string) => {
  const file = localeFile(id);
  return file && !DEFERRED_TEXTS.includes(file[2]!) ? file[1]! : null;
};
/** A deferred area's texts in one language: a file of its own (`kit-fr`). */
const deferredTextsOf = (id: string) => {
  const file = localeFile(id);
  return file && DEFERRED_TEXTS.includes(file[2]!) ? `${file[2]}-${file[1]}` : null;
};
/** The living kit (src/kit): the gallery of the product's components, a file of its own. */
const isKit = (id: string) => /[\\/]src[\\/]kit[\\/]/.test(id);
/** A list's resource (`defineResource`): what its route's loader needs to ask for the rows. */
const LIST_RESOURCE = /[\\/]\w+Resource\.ts$/;
/**
 * Modules outside src/features that only the workflow studio uses: they go with its screens (the
 * chart model, the QA coverage) or load when its test plan is asked for (the models, their
 * fixtures and the path generator with xstate/graph).
 */
const STUDIO_ONLY =
  /[\\/]machines[\\/](chart|qa|testing)[\\/]|[\\/]machines[\\/]\w+[\\/](model|browserModel|test-support)\.ts$|[\\/]xstate[\\/]dist[\\/]xstate-graph/;
/** The feature area (`src/features/<area>/`) a module belongs to, if any. */
const areaOf = (id: string) => /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ?? null;

/**
 * /login in one chunk beside the entry, rather than the twenty small chunks Rolldown makes of the
 * modules it shares with other routes (every file is compressed on its own, so many small files
 * cost bytes as well as requests). The chunk holds everything the login route imports that the
 * entry does not; other routes import the shared parts (Chakra's components, the form fields)
 * from it. The HTML preloads it (and what it imports) beside the entry, so it downloads while the
 * entry runs.
 */
const loginModules = new Set<string>();
function loginChunk(): Plugin {
  return {
    name: 'login-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`login-chunk: ${id} is not part of the build (moved or renamed?)`);
          seen.add(id);
          info.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const entry = staticClosure([ENTRY]);
      loginModules.clear();
      for (const id of staticClosure(LOGIN_ROUTE)) if (!entry.has(id)) loginModules.add(id);
      for (const { module, why } of NOT_FOR_LOGIN) {
        const found = [...entry, ...loginModules].find((id) => module.test(id));
        if (found) throw new Error(`login-chunk: the sign-in page imports ${why} (${found})`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const login = chunks.find((c) => c.name === LOGIN_CHUNK);
        if (!login) throw new Error('login-chunk: no login chunk in the bundle');
        // The login chunk and what it imports (Rolldown's runtime, …), but for the entry itself.
        const files = [login.fileName, ...login.imports].filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The page the server sends instead of index.html to a browser holding a session (server/http/spa.ts). */
const SIGNED_IN_HTML = 'index.signed-in.html';

/**
 * A second index.html for signed-in visitors (a bookmark, a reload): it also preloads what every
 * signed-in screen needs beyond the entry (the signed-in chunk, English's other areas), so these
 * download and compile while the entry runs instead of after it. Guests get the plain one, /login
 * staying as light as it is.
 */
function signedInHtml(): Plugin {
  return {
    name: 'signed-in-html',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('signed-in-html: no index.html in the bundle');
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const signedIn = chunks.find((c) => c.name === SIGNED_IN_CHUNK);
        const english = chunks.find((c) => c.name === 'en');
        if (!signedIn || !english)
          throw new Error('signed-in-html: no signed-in or English chunk in the bundle');
        const early = chunks.find((c) => c.isEntry && c.facadeModuleId === EARLY_ENTRY);
        if (!early) throw new Error('signed-in-html: no early entry in the bundle');
        if (early.imports.length > 0)
          throw new Error(`signed-in-html: ${early.fileName} must import nothing`);
        // The signed-in chunk, what it imports that the page does not load already, and English's texts.
        const files = [signedIn.fileName, ...signedIn.imports, english.fileName];
        const links = [...new Set(files)]
          .filter((file) => !String(html.source).includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        // Before the other scripts, and async: it runs as soon as it has arrived, ahead of them all.
        // Marked, so the server leaves it out of a page it renders (its data is in the page).
        const earlyScript = `<script type="module" async crossorigin data-early src="/${early.fileName}"></script>`;
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_HTML,
          source: String(html.source)
            .replace('<script src="/preferences.js">', `${earlyScript}\n    <script src="/preferences.js">`)
            .replace('  </head>', `${links}  </head>`),
        });
      },
    },
  };
}

/** The server's render of signed-in screens (src/ssr/render.tsx; server/http/spa.ts loads it). */
const SERVER_ENTRY = source('ssr/render.tsx');

/** Once the app is built, the server's render of its signed-in screens is built from the same sources. */
function serverRender(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: fileURLToPath(import.meta.url),
        mode,
        logLevel: 'warn',
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverRenderDir(outDir),
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: SERVER_RENDER_FILE } },
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), loginChunk(), signedInHtml(), serverRender()],
  // The server's render bundles its libraries in their production builds, whatever NODE_ENV the
  // server runs with (React's development build renders a list two to three times slower).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: isSsrBuild
    ? { sourcemap: true, copyPublicDir: false }
    : {
        outDir: process.env.DIST_DIR ?? 'dist',
        sourcemap: true,
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: EARLY_ENTRY },
          output: {
            codeSplitting: {
              groups: [
                // The entry's static imports in one file (Rolldown would otherwise split out the
                // parts that lazy chunks share: i18next, XState, …).
                { name: 'index', tags: ['$initial'], test: (id) => !isEarly(id) },
                { name: LOGIN_CHUNK, test: (id) => loginModules.has(id) },
                // Each language but English (which is in the entry) is one file, loaded when chosen.
                { name: languageOf, debugName: 'language' },
                { name: deferredTextsOf, debugName: 'deferred-texts' },
                // What every signed-in screen shares (layout, query layer, abilities, resource pages,
                // form fields, …) in one file, and each area's own screens in one file: a signed-in
                // screen is a handful of files rather than the sixty small chunks Rolldown makes of
                // the modules the screens share in different sets (each file is one more request,
                // compressed on its own, and the layout's lazy imports were a round trip each).
                // The lists' resources too: a list route's loader asks for the rows as soon as the
                // signed-in chunk is there, not after its area's chunk.
                // The workflow studio's layout engine (ELK, ~1.6 MB) is a file of its own, loaded
                // when a chart is drawn.
                { name: 'elk', test: (id) => /[\\/]node_modules[\\/]elkjs[\\/]/.test(id) },
                {
                  name: SIGNED_IN_CHUNK,
                  test: (id) =>
                    !isEarly(id) &&
                    !localeFile(id) &&
                    !isKit(id) &&
                    !STUDIO_ONLY.test(id) &&
                    (!areaOf(id) || LIST_RESOURCE.test(id)),
                },
                { name: areaOf, debugName: 'area' },
                // The living kit last: a group takes the modules its own modules import too, so
                // before the others it would take what they share (zod, the data table) and every
                // screen would load it; last, it holds the gallery's own code only.
                { name: 'kit', test: isKit },
              ],
            },
          },
        },
      },
}));
