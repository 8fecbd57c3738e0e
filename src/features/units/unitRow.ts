import type { Unit } from '../../../domain/units/unit';

/** Every kind's fields at once. */
type AllKinds = Unit<'company'> & Unit<'establishment'> & Unit<'service'> & Unit<'team'> & Unit<'workplace'>;

/**
 * A unit of any kind as the generic screens read it: what every kind has (code, name, status,
 * type…), and the references only some have (a company's group, a service's manager…).
 */
export type UnitRow = Unit<'group'> & Partial<Omit<AllKinds, keyof Unit<'group'>>>;
