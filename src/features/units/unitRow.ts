import type { Company, Establishment, Group, Service, Team, Workplace } from '../../../domain/units/unit';

/**
 * A unit of any kind as the generic screens read it: what every kind has (code, name, status,
 * type…), and the references only some have (a company's group, a service's manager…).
 */
export type UnitRow = Group &
  Partial<Omit<Company & Establishment & Service & Team & Workplace, keyof Group>>;
