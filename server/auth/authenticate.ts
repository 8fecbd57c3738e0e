import type { FastifyRequest } from 'fastify';
import { subject } from '@casl/ability';
import { denialMessage } from '../../domain/access';
import type { Principal } from '../access/principals';
import { AccessTokenExpired, type AccessClaims } from './tokens';
import { forbidden, tokenExpired, unauthorized } from '../http/errors';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/**
 * onRequest hook: a valid, unexpired access token of an active user, or 401: `token_expired` for
 * a genuine token past its expiry, `token_not_valid` for everything else.
 */
export function authenticate({ tokens, principals }: Services) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw unauthorized('Authentication credentials were not provided.');
    }
    let claims: AccessClaims;
    try {
      claims = await tokens.verifyAccess(header.slice('Bearer '.length).trim());
    } catch (error) {
      throw error instanceof AccessTokenExpired ? tokenExpired() : unauthorized();
    }
    const principal = await principals.get(claims.sub);
    if (!principal) throw unauthorized('User not found or inactive.');
    // Deactivation ends every session for good: a reactivated account signs in afresh.
    if (principal.tokensRevokedAt !== null && claims.issuedAtMs <= principal.tokensRevokedAt) {
      throw unauthorized('Token was issued before the account was deactivated.');
    }
    request.principal = principal;
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Authentication credentials were not provided.');
  return request.principal;
}

/** 403 with the spec's text unless the caller may `action` the subject (type or instance). */
export function authorize(
  principal: Principal,
  action: string,
  subjectType: string,
  instance?: Record<string, unknown>,
  field?: string,
) {
  const target = instance ? subject(subjectType, { ...instance }) : subjectType;
  if (!principal.ability.can(action, target, field)) {
    throw forbidden(denialMessage(principal.ability, action, subjectType, field));
  }
}
