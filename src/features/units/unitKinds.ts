import { OPTIONAL_PARENT, UNIT_PARENT, UNIT_PARENT_FIELD, type UnitKind } from '../../../domain/units/kinds';
import { UNIT_SCHEMAS } from '../../../domain/units/unit';

// What differs between the six kinds on screen, beside their resource (unitResource.ts): their
// tabs (platform spec §2) and the references their forms and filters offer (read from the domain's
// create schema, so a reference added there appears here).

/** The tabs of a unit's view. */
export type UnitTab =
  'overview' | 'addresses' | 'contacts' | 'companies' | 'establishments' | 'services' | 'teams' | 'employees';

/** The tabs a list of child units shows, and the kind each lists. */
export const CHILD_TABS = {
  companies: 'company',
  establishments: 'establishment',
  services: 'service',
  teams: 'team',
} as const satisfies Partial<Record<UnitTab, UnitKind>>;
export type ChildTab = keyof typeof CHILD_TABS;
export const isChildTab = (tab: UnitTab): tab is ChildTab => tab in CHILD_TABS;

/**
 * Spec §2: "Company tabs: addresses, contacts, establishments, overview. Establishment: addresses,
 * contacts, overview, services. Group: addresses, companies, contacts, overview. Service:
 * addresses, contacts, overview, teams. Team and workplace: addresses, contacts, employees,
 * overview." The overview comes first: it is what a view opens on.
 */
export const UNIT_TABS: Record<UnitKind, readonly UnitTab[]> = {
  group: ['overview', 'addresses', 'companies', 'contacts'],
  company: ['overview', 'addresses', 'contacts', 'establishments'],
  establishment: ['overview', 'addresses', 'contacts', 'services'],
  service: ['overview', 'addresses', 'contacts', 'teams'],
  team: ['overview', 'addresses', 'contacts', 'employees'],
  workplace: ['overview', 'addresses', 'contacts', 'employees'],
};

/** A reference a unit's form offers: its parent, its status and type, a service's manager and niveau, a team's brand. */
export type UnitReference = 'parent' | 'status_id' | 'type_id' | 'manager_id' | 'niveau_id' | 'brand';

/** The fields every unit's form has besides its references. */
const OWN_FIELDS = new Set(['name', 'code', 'description']);

/** The API field of a kind's reference (`parent` → `company_id` for an establishment). */
export function referenceField(kind: UnitKind, reference: UnitReference): string {
  return reference === 'parent' ? UNIT_PARENT_FIELD[kind]! : reference;
}

/** The references of a kind, as its create schema has them: the parent first, then the others. */
export function unitReferences(kind: UnitKind): UnitReference[] {
  const parentField = UNIT_PARENT_FIELD[kind];
  const fields = Object.keys(UNIT_SCHEMAS[kind].create.shape).filter((f) => !OWN_FIELDS.has(f));
  return fields
    .map((field): UnitReference => (field === parentField ? 'parent' : (field as UnitReference)))
    .sort((a, b) => Number(b === 'parent') - Number(a === 'parent'));
}

/** The fields of a kind's form (for the API's messages to land on). */
export const unitFormFields = (kind: UnitKind): string[] => [
  ...OWN_FIELDS,
  ...unitReferences(kind).map((r) => referenceField(kind, r)),
];

/** Whether a kind's parent may be left empty (a standalone company, a team not placed yet). */
export const parentOptional = (kind: UnitKind) => OPTIONAL_PARENT.has(kind);

export const parentKind = (kind: UnitKind) => UNIT_PARENT[kind];
