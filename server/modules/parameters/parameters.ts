import { subject } from '@casl/ability';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PARAMETERS,
  type ApplicationParameters,
  type TabParameters,
} from '../../../domain/parameters/applicationParameters';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { applicationParameters, type ApplicationParametersRow } from './tables';

/** A stored rate ("20.00") as the forms write it ("20"). */
const rate = (stored: string) => String(Number(stored));

function fromRow(row: ApplicationParametersRow): TabParameters {
  return {
    general: { dashboard_period: row.dashboard_period },
    sales: {
      currency: row.currency,
      default_tax_rate: rate(row.default_tax_rate),
      payment_terms_days: row.payment_terms_days,
    },
    catalogue: {
      low_stock_threshold: row.low_stock_threshold,
      default_priority: row.default_priority,
      default_minimum_order_quantity: row.default_minimum_order_quantity,
    },
    notifications: { client_messages: row.client_messages },
  };
}

/** The columns of a row holding `parameters`. */
export const toColumns = (parameters: TabParameters) => ({
  ...parameters.general,
  ...parameters.sales,
  ...parameters.catalogue,
  ...parameters.notifications,
});

/** The application parameters of organisation `orgId`: its own, or the defaults if it never saved any. */
export async function parametersOf(db: DbOrTx, orgId: number): Promise<ApplicationParameters> {
  const [row] = await db
    .select()
    .from(applicationParameters)
    .where(eq(applicationParameters.id_organization, orgId));
  if (!row) return { ...DEFAULT_PARAMETERS, updated_at: null };
  return { ...fromRow(row), updated_at: row.updated_at.toISOString() };
}

/**
 * The parameters figures of `organization` are judged by (a low-stock threshold, a period): that
 * organisation's when the caller may read it, their own otherwise (combined figures, or a name
 * outside their reach whose parameters are not theirs to see).
 */
export function parametersForFigures(db: DbOrTx, principal: Principal, organization: number | undefined) {
  const named =
    organization !== undefined &&
    principal.ability.can('read', subject('Organization', { id: organization }));
  return parametersOf(db, named ? organization : workingOrganizationOf(principal));
}
