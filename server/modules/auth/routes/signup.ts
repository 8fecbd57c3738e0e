import { SignupSchema, LoginResponseSchema } from '../../../../domain/auth/schemas';
import { consumeRateLimit } from '../../../auth/rateLimit';
import { hashPassword } from '../../../auth/passwords';
import { writeAudit } from '../../../db/audit';
import { isUniqueViolation } from '../../../db/errors';
import { organizations } from '../../../db/tables/organizations';
import { users } from '../../../db/tables/users';
import { detailError, fieldError } from '../../../http/errors';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { issueSession } from '../sessions';
import { authAnswers, openRoute } from './answers';

/** Creating one's own account, when the server allows it (ALLOW_SIGNUP): in the first organisation, as a user. */
export function signupRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { tokens, config, policies } = services;
  const limit = config.loginRateLimit;
  const { signedIn } = authAnswers(services);

  app.post(
    '/auth/signup/',
    {
      config: { errors: [403, 429] },
      schema: {
        ...openRoute,
        summary: 'Create an account (only with ALLOW_SIGNUP=true)',
        body: SignupSchema,
        response: { 201: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      if (!config.allowSignup)
        throw detailError(403, 'Sign-up is disabled on this server. Ask an administrator for an account.');
      await consumeRateLimit(db, `signup:ip:${request.ip}`, limit.perIp, limit.windowSeconds);
      const { email, password1, first_name, last_name } = request.body;
      const [signupOrg] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .orderBy(organizations.id)
        .limit(1);
      if (signupOrg) await policies.assertPassword(signupOrg.id, password1, 'password1');
      const password_hash = await hashPassword(password1);
      try {
        const { user, session } = await db.transaction(async (tx) => {
          const [org] = await tx
            .select({ id: organizations.id })
            .from(organizations)
            .orderBy(organizations.id)
            .limit(1);
          if (!org) throw detailError(503, 'No organisation exists yet to sign up into.');
          const [user] = await tx
            .insert(users)
            .values({
              email: email.toLowerCase(),
              password_hash,
              first_name,
              last_name,
              role: 'user',
              id_organization: org.id,
              last_login: new Date(),
            })
            .returning();
          await writeAudit(tx, {
            actorId: user!.id,
            idOrganization: org.id,
            action: 'user.signup',
            objectType: 'User',
            objectId: user!.id,
            objectName: user!.email,
            after: user,
          });
          return { user: user!, session: await issueSession(tx, tokens, user!.id) };
        });
        return reply.status(201).send(await signedIn(user.id, session));
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', 'A user with that email already exists.');
        throw error;
      }
    },
  );
}
