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

/** Deeper than any body of this API, far short of what would exhaust a reader's stack. */
export const MAX_BODY_DEPTH = 32;

type Container = { value: object; key: string | number | null; parent: Container | null; depth: number };

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Buffer.isBuffer(value);

function pathOf(parent: Container | null, key: string | number): string {
  const keys = [String(key)];
  for (let c = parent; c && c.key !== null; c = c.parent) keys.unshift(String(c.key));
  return keys.join('.');
}

/**
 * A parsed body or query: the paths (`a.b.0`) of the strings and keys holding a NUL, and whether
 * objects and arrays nest more than `maxDepth` levels (then the walk stops there). A loop over a
 * queue rather than recursion, since the client picks the depth.
 */
export function inspectInput(value: unknown, maxDepth = Infinity): { nulPaths: string[]; tooDeep: boolean } {
  if (typeof value === 'string') {
    return { nulPaths: value.includes('\u0000') ? ['non_field_errors'] : [], tooDeep: false };
  }
  const nulPaths: string[] = [];
  if (!isContainer(value)) return { nulPaths, tooDeep: false };
  const queue: Container[] = [{ value, key: null, parent: null, depth: 1 }];
  const visit = (container: Container, key: string | number, item: unknown) => {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) nulPaths.push(pathOf(container, key));
    } else if (isContainer(item)) {
      queue.push({ value: item, key, parent: container, depth: container.depth + 1 });
    }
  };
  for (let next = 0; next < queue.length; next++) {
    const container = queue[next]!;
    if (container.depth > maxDepth) return { nulPaths, tooDeep: true };
    const held = container.value as Record<string, unknown>;
    if (Array.isArray(held)) {
      for (let i = 0; i < held.length; i++) visit(container, i, held[i]);
    } else {
      for (const key of Object.keys(held)) {
        if (key.includes('\u0000')) nulPaths.push(pathOf(container, key));
        visit(container, key, held[key]);
      }
    }
  }
  return { nulPaths, tooDeep: false };
}

/** Each path whose string (or key) holds a NUL. */
export const nulPaths = (value: unknown) => inspectInput(value).nulPaths;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const wellFormedText = (text: string) =>
  LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text;

/**
 * Each unpaired surrogate of a parsed body's strings and keys (JSON's `"\ud800"`: no character at
 * all) becomes U+FFFD in place, as text columns already store it, where jsonb would refuse the
 * whole row. Recursive: called once the body's depth is known to be bounded.
 */
export function makeWellFormed(value: object): void {
  const held = value as Record<string, unknown>;
  for (const key of Object.keys(held)) {
    const item = held[key];
    if (typeof item === 'string') held[key] = wellFormedText(item);
    else if (isContainer(item)) makeWellFormed(item);
    const fixed = wellFormedText(key);
    if (fixed !== key) {
      held[fixed] = held[key];
      delete held[key];
    }
  }
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
    const body = inspectInput(request.body, MAX_BODY_DEPTH);
    if (body.tooDeep) {
      throw detailError(400, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
    }
    if (typeof request.body === 'string') request.body = wellFormedText(request.body);
    else if (isContainer(request.body)) makeWellFormed(request.body);
    // Without a prototype: a client's key may be `constructor` or `__proto__`.
    const fields: FieldErrors = Object.create(null) as FieldErrors;
    for (const field of [...nulPaths(request.query), ...body.nulPaths]) {
      fields[field] = [messages.nulCharacter];
    }
    if (Object.keys(fields).length) throw badRequest(fields);
  });
}
