import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from './table';

export type Email = { to: string; subject: string; body: string };

/**
 * Queues an email in the same transaction as its cause. Without a mail transport the log is
 * where a developer reads it, so outside production the body (with any link) is logged too.
 */
export async function queueEmail(db: DbOrTx, log: FastifyBaseLogger, email: Email, isProduction: boolean) {
  await db.insert(emailOutbox).values({ to_address: email.to, subject: email.subject, body: email.body });
  log.info(
    { mail: { to: email.to, subject: email.subject, ...(isProduction ? {} : { body: email.body }) } },
    'email queued',
  );
}
