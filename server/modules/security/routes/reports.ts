import {
  AuditLogChoicesSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  OrganizationQuerySchema,
  SECURITY_EVENT_MAX_BYTES,
  SecurityDashboardSchema,
  SecurityEventListQuerySchema,
  SecurityEventSchema,
  SecurityIncidentSchema,
} from '../../../../domain/security';
import { DetailSchema, orderingParam, paginated } from '../../../../domain/common/pagination';
import { securityMessages as m } from '../../../../domain/security/messages';
import { authorize, principalOf } from '../../../auth/authenticate';
import { ApiError } from '../../../http/errors';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { recordSecurityEvent } from '../events';
import {
  AUDIT_LOG_ORDERING,
  SECURITY_EVENT_ORDERING,
  auditLogChoices,
  listAuditLogs,
  listSecurityEvents,
  securityDashboard,
} from '../reports';
import { organizationFilter } from '../scope';
import { securityTag as tag } from './openApi';

/** The security dashboard, the audit log, and the security events clients report. */
export function reportRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/security/dashboard/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Security dashboard of an organisation (all of them for a superuser naming none)',
        querystring: OrganizationQuerySchema,
        response: { 200: SecurityDashboardSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      return securityDashboard(db, await organizationFilter(db, principal, request.query.id_organization));
    },
  );

  app.get(
    '/security/audit-logs/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Audit log of the caller’s organisation, with before and after of each change',
        querystring: AuditLogQuerySchema.extend({ ordering: orderingParam(Object.keys(AUDIT_LOG_ORDERING)) }),
        response: { 200: paginated(AuditLogSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const q = request.query;
      return listAuditLogs(db, request, q, await organizationFilter(db, principal, q.id_organization));
    },
  );

  app.get(
    '/security/audit-logs/choices/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'What the audit log’s filters offer: the actions and object types its entries hold',
        querystring: OrganizationQuerySchema,
        response: { 200: AuditLogChoicesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      return auditLogChoices(db, await organizationFilter(db, principal, request.query.id_organization));
    },
  );

  app.get(
    '/security/events/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary:
          'Security events of the caller’s organisation (all for a superuser naming none), newest first: by type, severity, incidents (high or critical) and date preset',
        querystring: SecurityEventListQuerySchema.extend({
          ordering: orderingParam(Object.keys(SECURITY_EVENT_ORDERING)),
        }),
        response: { 200: paginated(SecurityIncidentSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const q = request.query;
      return listSecurityEvents(db, request, q, await organizationFilter(db, principal, q.id_organization));
    },
  );

  app.post(
    '/security/events/',
    {
      config: { requires: 'signed-in', keepsReadCache: true, errors: [429] },
      bodyLimit: SECURITY_EVENT_MAX_BYTES,
      // Before the body is read: a declared oversize body is refused with the real limit.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > SECURITY_EVENT_MAX_BYTES) {
          throw new ApiError(413, { detail: m.eventsTooLarge(SECURITY_EVENT_MAX_BYTES) });
        }
      },
      schema: {
        ...tag,
        summary: 'Report a client security event (signed-in users; size-capped, rate-limited)',
        body: SecurityEventSchema,
        response: { 201: DetailSchema },
      },
    },
    async (request, reply) => {
      await recordSecurityEvent(db, request, principalOf(request), request.body);
      return reply.status(201).send({ detail: 'Security event recorded.' });
    },
  );
}
