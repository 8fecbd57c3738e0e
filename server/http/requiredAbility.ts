// What each route asks of its caller, declared once on the route (`config.requires`): the check
// below enforces it before the request's body and parameters are validated, and the OpenAPI
// document states it (`x-required-ability`), so QA and the authorisation matrix read the same
// declaration the server enforces.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize, principalOf } from '../auth/authenticate';

/**
 * A CASL ability on a subject's type: the row's own conditions are judged by the handler. With a
 * `field`, the right must reach that field of the subject (a role that may update only some of a
 * client's fields may not change its portal contacts).
 */
export type Ability = { action: string; subject: string; field?: string };

/**
 * `public`: anyone, signed in or not (the route's schema says `security: []`);
 * `signed-in`: any signed-in user, whatever their rights (their own profile, their abilities);
 * abilities: each of them, on the subject's type.
 */
export type RequiredAbility = 'public' | 'signed-in' | Ability | readonly Ability[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller needs (server/http/requiredAbility.ts); every secured route declares it. */
    requires?: RequiredAbility;
  }
}

/** The declaration as the document writes it: a keyword, or a list of abilities. */
export function documentedAbility(requires: RequiredAbility): 'public' | 'signed-in' | Ability[] {
  if (typeof requires === 'string') return requires;
  return (Array.isArray(requires) ? requires : [requires]).map(({ action, subject, field }) => ({
    action,
    subject,
    ...(field !== undefined && { field }),
  }));
}

/**
 * Refuses, before validation, a caller the route's declaration does not admit: 401 without a
 * principal, 403 without each ability. So a refusal never depends on the body (a forbidden caller
 * gets 403 whether the body is good or bad) and no field message tells them about the route.
 * A route that declares nothing is left to its handler.
 */
export function enforceRequiredAbilities(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const requires = request.routeOptions.config.requires;
    if (requires === undefined || requires === 'public') return;
    const principal = principalOf(request);
    const abilities = documentedAbility(requires);
    if (abilities === 'signed-in' || abilities === 'public') return;
    for (const { action, subject, field } of abilities)
      authorize(principal, action, subject, undefined, field);
  });
}
