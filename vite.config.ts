import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '8000';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const ENTRY = source('main.tsx');
/** The lazy modules the router loads for /login (see src/app/router.tsx). */
const LOGIN_ROUTE = [source('app/layouts/BlankLayout.tsx'), source('features/auth/LoginPage.tsx')];
const LOGIN_CHUNK = 'login';

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

export default defineConfig({
  plugins: [react(), loginChunk()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's static imports in one file (Rolldown would otherwise split out the
            // parts that lazy chunks share: i18next, XState, …).
            { name: 'index', tags: ['$initial'] },
            { name: LOGIN_CHUNK, test: (id) => loginModules.has(id) },
            // Each language but English (which is in the entry) is one file, loaded when chosen.
            { name: (id) => /[\\/]locales[\\/](\w+)[\\/][^\\/]+\.json$/.exec(id)?.[1] ?? null },
          ],
        },
      },
    },
  },
});
