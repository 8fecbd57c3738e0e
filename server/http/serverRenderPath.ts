// Where the build writes the server's render of signed-in screens (vite.config.ts) and the server
// loads it from (spa.ts). Import-free: the build's configuration reads it too.

/** Beside the app's folder, not in it: that folder is served to anyone, this is server code. */
export const serverRenderDir = (appDir: string) => `${appDir.replace(/[\\/]+$/, '')}-server`;

/** The render's entry file in that folder. */
export const SERVER_RENDER_FILE = 'render.js';
