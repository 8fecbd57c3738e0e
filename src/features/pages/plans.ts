/** The plans the pricing page offers and checkout sells (per user and month, in euros). */
export const PLAN_IDS = ['starter', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  price: number;
  features: readonly string[];
  featured?: boolean;
  /** The most users the plan takes. */
  maxUsers: number;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    price: 0,
    maxUsers: 5,
    features: ['users', 'organisation', 'catalogue', 'languages', 'support'],
  },
  {
    id: 'business',
    price: 12,
    maxUsers: 100,
    features: ['users', 'structure', 'sales', 'hr', 'roles', 'support'],
    featured: true,
  },
  {
    id: 'enterprise',
    price: 29,
    maxUsers: 10_000,
    features: ['users', 'organisations', 'security', 'workflows', 'support'],
  },
];

export const planOf = (id: string | null | undefined): Plan | undefined =>
  PLANS.find((plan) => plan.id === id);
