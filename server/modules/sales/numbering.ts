import { sql } from 'drizzle-orm';
import type { NumberedDocument } from '../../../domain/sales/kinds';
import type { Tx } from '../../db/client';
import { documentCounters } from './tables';

/**
 * The organisation's next number for a document, taken inside the writing transaction. The
 * counter row is locked until the transaction ends, so concurrent writers get consecutive
 * numbers, and a write that rolls back gives its number back: no duplicates, no gaps.
 */
export async function takeNumber(tx: Tx, organization: number, document: NumberedDocument): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ id_organization: organization, document, last_number: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.id_organization, documentCounters.document],
      set: { last_number: sql`${documentCounters.last_number} + 1` },
    })
    .returning({ number: documentCounters.last_number });
  return row!.number;
}
