// What the OpenAPI document says beyond each route's own schemas: the errors every operation can
// answer (derived from the route's facts, plus the ones it declares), the two error shapes, a
// stable operationId per operation, and no component schema that nothing uses.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { documentedAbility } from './requiredAbility';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security/events';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this route answers beyond the ones `documentErrors` derives from its facts
     * (e.g. 429 where a rate limit applies, 409 where a state refuses the write).
     */
    errors?: readonly ErrorStatus[];
    /** Media types of a raw (non-JSON) request body or success response, e.g. an image upload. */
    media?: { request?: readonly string[]; response?: readonly string[] };
  }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
  'x-required-ability'?: unknown;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, unknown> };
  security?: unknown[];
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The two error bodies of the API (DESIGN.md, API conventions), described once. */
export const errorSchemas: Record<string, Schema> = {
  Error: {
    type: 'object',
    description: 'A refusal that concerns the request as a whole.',
    properties: {
      detail: { type: 'string', description: 'What went wrong, for a person to read.' },
      code: {
        type: 'string',
        enum: ['token_not_valid', 'token_expired', REFRESH_TOKEN_REUSED_CODE],
        description:
          'On a 401: whether to refresh the access token (`token_expired`) or sign in again; ' +
          '`refresh_token_reused` when a refresh token was presented again after its exchange (the sign-in is revoked).',
      },
    },
    required: ['detail'],
  },
  FieldErrors: {
    type: 'object',
    description:
      'What is wrong with each field, by field name (`non_field_errors` for the request as a whole).',
    additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
    minProperties: 1,
  },
};

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid request: the fields’ messages, or a detail.',
  401: 'Not signed in, or the access token has expired or is not valid.',
  403: 'The caller may not do this.',
  404: 'Not found, or not visible to the caller.',
  409: 'Refused by the current state of the data.',
  413: 'The request body is too large.',
  415: 'The request body’s media type is not accepted.',
  429: 'Too many requests: wait for the Retry-After header’s seconds.',
  500: 'An unexpected error on the server.',
  503: 'The database is unavailable, or the server is too busy to take the request: try again after the Retry-After header’s seconds.',
};

/** Each error status as a reusable response: `#/components/responses/{name}`. */
const ERROR_RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
};

function errorResponse(status: ErrorStatus) {
  const schema = status === 400 ? { anyOf: [ref('FieldErrors'), ref('Error')] } : ref('Error');
  const retryAfter = status === 429 || status === 503;
  return {
    description: ERROR_TEXT[status],
    ...(retryAfter
      ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 }, description: 'Seconds.' } } }
      : {}),
    content: { 'application/json': { schema } },
  };
}

// A DELETE may carry a body too: it is read like any other (413 past the limit, 415 in a type
// the route does not take), then left unused.
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The errors an operation can answer, from what it is: secured, with parameters, a body, … */
function derivedErrors(path: string, method: string, operation: Operation, declared: readonly ErrorStatus[]) {
  const statuses = new Set<ErrorStatus>([500, 503, ...declared]);
  const secured = operation.security === undefined || operation.security.length > 0;
  if (secured) {
    statuses.add(401);
    statuses.add(403);
  }
  const params = operation.parameters ?? [];
  if (params.some((p) => p.in === 'path')) {
    statuses.add(400);
    statuses.add(404);
  }
  if (params.length > 0) statuses.add(400);
  if (WRITE_METHODS.has(method) || operation.requestBody) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  if (method === 'delete') statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/** `get /api/products/{id}/images/` → `products_images_list`; unique across the document. */
function operationId(path: string, method: string) {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const onItem = segments.at(-1)?.startsWith('{') ?? false;
  const words = segments.filter((s) => !s.startsWith('{')).map((s) => s.replace(/[^a-zA-Z0-9]+/g, '_'));
  const verb =
    method === 'get'
      ? onItem || words.at(-1) === 'me'
        ? 'read'
        : 'list'
      : method === 'post'
        ? 'create'
        : method === 'put'
          ? 'update'
          : method === 'patch'
            ? 'partial_update'
            : method;
  return [...words, verb].join('_');
}

/** `/api/brands/:id/` → `/api/brands/{id}/`, as the document spells it. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

type RouteContract = Pick<NonNullable<RouteOptions['config']>, 'errors' | 'media' | 'requires'>;

/**
 * Collects the routes while they are added (an `onRoute` hook); their contract config is read
 * when the document is made, so a scope's own hook (`declareErrors`) may still add to it.
 */
export function routeFacts() {
  const routes = new Map<string, RouteOptions>();
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.set(`${method.toLowerCase()} ${documentPath(route.url)}`, route);
    },
    of: (method: string, path: string): RouteContract => routes.get(`${method} ${path}`)?.config ?? {},
  };
}

/** Every route of `scope` (registered after this call) may also answer `statuses`. */
export function declareErrors(scope: FastifyInstance, statuses: readonly ErrorStatus[]) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, errors: [...(route.config?.errors ?? []), ...statuses] };
  });
}

const binary = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

type Body = { required?: boolean; content?: Record<string, { schema?: { anyOf?: Schema[] } }> };

/** A body the route accepts absent (a nullish schema) is optional, and described as its object. */
function optionalBody(operation: Operation) {
  const body = operation.requestBody as Body | undefined;
  const json = body?.content?.['application/json'];
  const variants = json?.schema?.anyOf;
  if (!body || !json || !variants?.some((v) => v.type === 'null')) return;
  const rest = variants.filter((v) => v.type !== 'null');
  json.schema = rest.length === 1 ? rest[0]! : { anyOf: rest };
  body.required = false;
}

/** A raw body: the route's parser takes it, so the route's schema cannot describe it. */
function documentMedia(operation: Operation, media: RouteContract['media']) {
  if (media?.request) operation.requestBody = { required: true, content: binary(media.request) };
  const ok = operation.responses?.['200'] as { content?: unknown } | undefined;
  if (media?.response && operation.responses) {
    operation.responses['200'] = { ...ok, description: 'The file.', content: binary(media.response) };
  }
}

/** Keeps the component schemas the paths reach, through any chain of references. */
function pruneUnusedSchemas(document: Document) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        const name = inner.slice('#/components/schemas/'.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(document.paths);
  visit(document.components?.responses);
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * `x-required-ability`: what the caller needs, as the route declares it (`config.requires`) or,
 * for an operation without security, `public`. A secured route that declares nothing gets no
 * extension, and the authorisation matrix (tests/api/contract) fails on it until it does.
 */
function requiredAbility(operation: Operation, requires: RouteContract['requires'], name: string) {
  const open = operation.security !== undefined && operation.security.length === 0;
  if (open && requires !== undefined && requires !== 'public') {
    throw new Error(`${name} has no security but requires ${JSON.stringify(requires)}`);
  }
  if (!open && requires === 'public') throw new Error(`${name} is public: give it \`security: []\``);
  if (open || requires !== undefined)
    operation['x-required-ability'] = documentedAbility(requires ?? 'public');
}

/** The generated document, completed: errors, error shapes, operationIds, no unused schemas. */
export function completeDocument<D extends object>(document: D, facts: ReturnType<typeof routeFacts>): D {
  const doc = document as Document;
  const ids = new Map<string, string>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operationId(path, method);
      const taken = ids.get(id);
      if (taken) throw new Error(`operationId ${id} of ${method} ${path} is also ${taken}'s`);
      ids.set(id, `${method} ${path}`);
      operation.operationId = id;
      operation.responses ??= {};
      const route = facts.of(method, path);
      documentMedia(operation, route.media);
      requiredAbility(operation, route.requires, `${method} ${path}`);
      optionalBody(operation);
      for (const status of derivedErrors(path, method, operation, route.errors ?? [])) {
        operation.responses[String(status)] ??= {
          $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}`,
        };
      }
    }
  }
  const responses = Object.fromEntries(
    (Object.keys(ERROR_RESPONSE_NAMES) as unknown as ErrorStatus[]).map((status) => [
      ERROR_RESPONSE_NAMES[status],
      errorResponse(Number(status) as ErrorStatus),
    ]),
  );
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ...errorSchemas },
    responses: { ...doc.components?.responses, ...responses },
  };
  pruneUnusedSchemas(doc);
  return document;
}

/** The response of an operation that answers 204 with an empty body (a delete). */
export const NO_CONTENT = { 204: z.null().describe('Done; nothing to return.') };
