import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issuesToFieldErrors, type FieldErrors, type ZodIssueLike } from '../../domain/common/fieldErrors';
import { fieldMessages, messages } from '../../domain/common/messages';
import { pgErrorCode } from '../db/errors';

export type { FieldErrors };

/** An error whose body is already in the API's shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (fields: FieldErrors) => new ApiError(400, fields);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const detailError = (status: number, detail: string) => new ApiError(status, { detail });
export const notFound = () => detailError(404, 'Not found.');
export const forbidden = (detail: string) => detailError(403, detail);
/** A 401 that ends the client's session: missing, bad, tampered or revoked credentials. */
export const unauthorized = (detail = 'Given token not valid for any token type') =>
  new ApiError(401, { detail, code: 'token_not_valid' });
/** A 401 the client answers with a refresh and one retry: the access token has merely expired. */
export const tokenExpired = () => new ApiError(401, { detail: 'Token has expired.', code: 'token_expired' });

/** What a 503 for an unreachable database asks the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// Connection-level failures of the database: report 503 and let the next request try again.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // A closed database (PGlite, or a node-postgres pool after end()) throws without a code.
    if (
      e instanceof Error &&
      /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end|timeout exceeded when trying to connect/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return answerError(error, request, reply);
    } catch (failure) {
      // Fastify's own fallback would show the client this failure's message.
      request.log.error({ err: failure, cause: error }, 'error handler failed');
      return reply.status(500).send({ detail: 'Internal server error.' });
    }
  });
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v): ZodIssueLike => ({
      path: v.instancePath.split('/').filter(Boolean),
      code: v.keyword,
      keys: (v.params as { keys?: string[] }).keys,
      message: v.message ?? messages.invalid,
    }));
    const fields = issuesToFieldErrors(issues);
    // A body that is not an object at all (e.g. a JSON array) has no field to name.
    return reply.status(400).send(fields);
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (error.statusCode === 400 && error instanceof SyntaxError)
  ) {
    return reply.status(400).send({ detail: 'Malformed JSON in the request body.' });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Image uploads have a limit of their own (domain/common/images.ts).
    if (/^(image\/|application\/octet-stream)/.test(request.headers['content-type'] ?? '')) {
      return reply.status(413).send({ detail: fieldMessages.fileSize });
    }
    return reply.status(413).send({ detail: 'Request body is too large (limit 1 MiB).' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send({ detail: 'Unsupported media type: send application/json.' });
  }
  if (isDatabaseUnavailable(error)) {
    // During an outage every request lands here: one line each, without a stack that says nothing
    // about the cause (the health check reports the outage itself).
    request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
    // A restarting PostgreSQL server is back within seconds; clients retry after that.
    return reply
      .status(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ detail: 'The database is unavailable. Please try again shortly.' });
  }
  const pgCode = pgErrorCode(error);
  // PostgreSQL text and jsonb cannot hold a NUL character, which only client input brings.
  if (pgCode === '22021' || pgCode === '22P05') {
    return reply.status(400).send({ detail: 'Null characters are not allowed.' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ detail: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: 'Internal server error.' });
}
