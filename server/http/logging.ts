import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// Values of these never reach the log: secrets travel in headers, bodies, paths and queries.
const SECRET_QUERY = /([?&](?:token|refresh|access|access_token|refresh_token|password|uid)=)[^&#]*/gi;

export function scrubUrl(url: string, params: Record<string, unknown> = {}): string {
  let out = url.replace(SECRET_QUERY, '$1***');
  for (const name of ['token', 'uid']) {
    const value = params[name];
    if (typeof value === 'string' && value) out = out.split(value).join('***');
  }
  return out;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password_hash',
        '*.token',
        '*.refresh',
        '*.access',
        // Bodies are not logged; should one ever be, a payment card's number stays out of it.
        '*.card_number',
      ],
      censor: '***',
    },
  };
}

/** One JSON line per request, with its id, once the response went out. */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    request.log.info(
      {
        method: request.method,
        url: scrubUrl(request.url, request.params as Record<string, unknown>),
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        user: request.principal?.user.id,
        ...(error ? { err: error.message } : {}),
      },
      'request',
    );
  }
}
