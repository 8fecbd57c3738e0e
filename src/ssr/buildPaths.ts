// Where the build writes the server's render (vite.config.ts) and the server finds it (server/http/spa.ts).

/** Beside the app's folder, not in it: that folder is served to anyone, this is server code. */
export const serverRenderDir = (appDir: string) => `${appDir.replace(/[\\/]+$/, '')}-server`;

/** The render's entry file in that folder. */
export const SERVER_RENDER_FILE = 'render.js';
