import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type {
  SecurityEventType,
  SecuritySeverity,
  ServerSecurityEventType,
} from '../../../domain/security/eventWords';
import { SIGN_IN_FAILED } from '../../../domain/security/eventWords';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { securityEvents } from './tables';

const DAY = 86_400_000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

type DemoEvent = {
  type: SecurityEventType | ServerSecurityEventType;
  severity: SecuritySeverity;
  /** Whose account (an email of the organisation's demo users), or nobody signed in. */
  user: string | null;
  daysAgo: number;
  details?: Record<string, unknown>;
  url: string;
  ip: string;
};

/**
 * A believable few weeks of security events per organisation, so the security area's list, its
 * dashboard and the administration's sign-in and incident cards show real rows on first start:
 * mistyped passwords (medium), a burst of requests, script-like input in a form and a reused
 * refresh token (incidents), a network error.
 */
const demoEvents = (domain: string): DemoEvent[] => [
  ...[1, 3, 6, 13, 27, 41].map((daysAgo, i): DemoEvent => ({
    type: SIGN_IN_FAILED,
    severity: 'medium',
    details: { detected_by: 'server' },
    user: i % 3 === 2 ? null : `${['user', 'admin'][i % 2]}@${domain}`,
    daysAgo,
    url: '/login',
    ip: `203.0.113.${10 + i}`,
  })),
  {
    type: 'xss_attempt',
    severity: 'critical',
    user: `user@${domain}`,
    daysAgo: 4,
    details: { field: 'first_name' },
    url: '/account-settings',
    ip: '198.51.100.7',
  },
  {
    type: 'rapid_requests',
    severity: 'high',
    user: `admin@${domain}`,
    daysAgo: 9,
    url: '/apps/sale/order/list',
    ip: '198.51.100.23',
  },
  {
    type: 'token_refresh_failed',
    severity: 'critical',
    user: `user@${domain}`,
    daysAgo: 18,
    details: { reason: 'refresh_token_reused', detected_by: 'server' },
    url: '/dashboards/ecommerce',
    ip: '192.0.2.44',
  },
  {
    type: 'network_error',
    severity: 'low',
    user: `user@${domain}`,
    daysAgo: 2,
    url: '/apps/product-management/product/list',
    ip: '198.51.100.7',
  },
];

/** The demo security events of an organisation whose users' emails end in `@domain`, once: none if it has any. */
export async function seedSecurityEvents(
  tx: DbOrTx,
  organizationId: number,
  domain: string,
  now = Date.now(),
) {
  const existing = await tx
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(eq(securityEvents.id_organization, organizationId))
    .limit(1);
  if (existing.length) return;
  const events = demoEvents(domain);
  const emails = [...new Set(events.flatMap((e) => (e.user ? [e.user] : [])))];
  const accounts = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email, id_organization: users.id_organization })
        .from(users)
        .where(inArray(users.email, emails))
    )
      .filter((u) => u.id_organization === organizationId)
      .map((u) => [u.email, u.id]),
  );
  await tx.insert(securityEvents).values(
    events.map((e, i) => {
      // Spread over the day, so the list's newest-first order is the days' order.
      const at = new Date(now - e.daysAgo * DAY - (i % 5) * 3_600_000);
      return {
        event_id: randomUUID(),
        id_organization: organizationId,
        user_id: e.user === null ? null : (accounts.get(e.user) ?? null),
        type: e.type,
        severity: e.severity,
        details: e.details ?? {},
        user_agent: BROWSER,
        url: e.url,
        client_timestamp: at,
        ip: e.ip,
        created_at: at,
      };
    }),
  );
}
