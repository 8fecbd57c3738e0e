import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { admissionLimits, installAdmission, wasShed } from './http/admission';
import { completeDocument, routeFacts } from './http/contract';
import { installErrorHandlers } from './http/errors';
import { installRequestChecks } from './http/requestChecks';
import { enforceRequiredAbilities } from './http/requiredAbility';
import { installIssueMessages } from '../domain/common/zodMessages';
import { RequestLog, loggerOptions } from './http/logging';
import { serveSpa, spaScriptSources } from './http/spa';
import { warmUpSession } from './modules/auth/warmUpSession';
import type { App } from './http/types';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { unitsRoutes } from './modules/units/routes';
import { hrRoutes } from './modules/hr/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { parameterRoutes } from './modules/parameters/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { salesRoutes } from './modules/sales/routes';
import { supportRoutes } from './modules/support/routes';
import { healthRoutes } from './modules/health/routes';
import { kanbanRoutes } from './modules/kanban/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { securityRoutes } from './modules/security/routes';
import { userRoutes } from './modules/users/routes';
import { peopleRoutes } from './modules/units/people';
import type { Services } from './services';

export const BODY_LIMIT = 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const routeModules = [
  healthRoutes,
  authRoutes,
  userRoutes,
  organizationRoutes,
  kanbanRoutes,
  securityRoutes,
  catalogueRoutes,
  unitsRoutes,
  peopleRoutes,
  salesRoutes,
  supportRoutes,
  hrRoutes,
  trackingRoutes,
  dashboardRoutes,
  parameterRoutes,
];

export type BuildOptions = { services: Services; spaDir?: string | undefined };

/** The whole HTTP application; `main.ts` only reads config and listens, tests inject. */
export async function buildApp({ services, spaDir }: BuildOptions): Promise<App> {
  const { config } = services;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  // Before the request checks' own preValidation: a refusal comes before any word on the body.
  enforceRequiredAbilities(app);
  installRequestChecks(app);
  installIssueMessages();
  // First of the hooks: a request refused for overload costs as little as possible.
  installAdmission(app, admissionLimits(config, services.database.kind));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // This instance's writes show in its next reads at once, before the database's announcement.
    // A write refused for overload did nothing: a flood of them must not keep emptying the cache.
    const wrote = !SAFE_METHODS.has(request.method) && !wasShed(request);
    if (wrote && !request.routeOptions.config.keepsReadCache) {
      services.readCache.changed();
    }
  });

  // Before any route, so every route's declared errors reach the document.
  const facts = routeFacts();
  app.addHook('onRoute', facts.onRoute);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: cspDirectives(config, spaScriptSources(spaDir ?? '')) },
  });
  if (config.corsOrigins.length) {
    await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back-office API',
        version: '1.0.0',
        description: 'Multi-organisation back-office: sign-in, users, access control, product catalogue.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A refused access token gets 401 `{"detail", "code"}`: `token_expired` when it has merely ' +
              'expired (refresh it with POST /api/auth/token/refresh/ and retry), `token_not_valid` ' +
              'when it is missing, malformed, tampered with or revoked (sign in again).',
          },
        },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input), facts),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      // Each module in its own scope, so its hooks (e.g. authentication) stay its own.
      for (const routes of routeModules) {
        await api.register(async (scope) => routes(scope as unknown as App, services));
      }
    },
    { prefix: '/api' },
  );

  await serveSpa(app, spaDir ?? '', warmUpSession(services));
  app.addHook('onClose', () => services.database.close());
  return app as unknown as App;
}

function cspDirectives(config: Config, spaScripts: string[]) {
  return {
    defaultSrc: ["'self'"],
    // The SPA's pages carry one inline script, allowed by its hash (see serveSpa).
    scriptSrc: ["'self'", ...spaScripts],
    // Chakra UI (emotion) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", `http://localhost:${config.port}`, ...config.corsOrigins],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
