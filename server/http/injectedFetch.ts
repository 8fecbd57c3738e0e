import type { FastifyInstance } from 'fastify';

/**
 * A fetch of the app's own GET routes through `app.inject`, as a browser at `ip` sending the same
 * headers would be answered (its token, rights and scoping), without a socket: how the server's
 * render asks the API for a visitor (./spa.ts).
 */
export function injectedFetch(app: FastifyInstance, ip: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      remoteAddress: ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
