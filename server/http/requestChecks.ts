// Refusals every route shares, made before its own validation so they read the same everywhere:
// a body in a media type the route does not take (415, whatever the type), and a NUL character,
// which PostgreSQL text cannot hold (400 naming the field it is in).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/common/messages';
import { badRequest, detailError, type FieldErrors } from './errors';

const JSON_ONLY = ['application/json'] as const;

/** `application/json; charset=utf-8` → `application/json`. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

function hasBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** The media types a route's body may come in: its declared raw ones, or JSON. */
export function acceptedMedia(request: FastifyRequest): readonly string[] {
  return request.routeOptions.config.media?.request ?? JSON_ONLY;
}

export function unsupportedMediaType(accepted: readonly string[]) {
  return detailError(415, `Unsupported media type: send ${accepted.join(' or ')}.`);
}

/** Each path (`a.b.0`) whose string holds a NUL, in a parsed body or a query. */
export function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string')
    return value.includes('\u0000') ? [path.join('.') || 'non_field_errors'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
      ...nulPaths(item, [...path, key]),
    ]);
  }
  return [];
}

export function installRequestChecks(app: FastifyInstance) {
  // Before the body is read: the type alone decides, so every unknown type gets the same answer.
  app.addHook('onRequest', async (request) => {
    if (!hasBody(request) || !request.routeOptions.url) return;
    const accepted = acceptedMedia(request);
    const type = mediaType(request.headers['content-type']);
    if (!accepted.includes(type)) throw unsupportedMediaType(accepted);
  });
  app.addHook('preValidation', async (request) => {
    const fields: FieldErrors = {};
    for (const field of [...nulPaths(request.query), ...nulPaths(request.body)]) {
      fields[field] = [messages.nulCharacter];
    }
    if (Object.keys(fields).length) throw badRequest(fields);
  });
}
