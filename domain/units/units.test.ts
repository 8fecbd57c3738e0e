import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages, messages } from '../common/messages';
import {
  childKindsOf,
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
  NiveauCreateSchema,
  PersonCreateSchema,
  UNIT_KINDS,
  UNIT_PARENT,
  UNIT_SCHEMAS,
  UnitAddressCreateSchema,
  UnitContactCreateSchema,
  UnitContactUpdateSchema,
  unitMessages,
  UnitStatusCreateSchema,
} from '.';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the unit hierarchy', () => {
  it('has one parent kind per kind, and no kind under itself, directly or not', () => {
    for (const kind of UNIT_KINDS) {
      const seen = new Set<string>([kind]);
      for (
        let up = UNIT_PARENT[kind] as string | null;
        up;
        up = UNIT_PARENT[up as keyof typeof UNIT_PARENT]
      ) {
        expect(seen.has(up)).toBe(false);
        seen.add(up);
      }
    }
    expect(childKindsOf('establishment')).toEqual(['service', 'workplace']);
    expect(childKindsOf('team')).toEqual([]);
  });

  it('names each kind in its not-found message (spec §8)', () => {
    expect(unitMessages.notFound('company')).toBe('Company not found.');
    expect(unitMessages.notFound('workplace')).toBe('Work place not found.');
    expect(unitMessages.hasChildren('company', 1, 'establishment')).toContain('1 establishment:');
    expect(unitMessages.hasChildren('establishment', 2, 'workplace')).toContain('2 work places:');
  });
});

describe('unit schemas', () => {
  it('every kind takes a code, a name, an optional description, status and type', () => {
    for (const kind of UNIT_KINDS) {
      const parent = { establishment: { company_id: 1 }, service: { establishment_id: 1 } } as Record<
        string,
        object
      >;
      const created = UNIT_SCHEMAS[kind].create.parse({
        code: 'HQ_1',
        name: ' Head office ',
        ...parent[kind],
      });
      expect(created).toMatchObject({
        code: 'HQ_1',
        name: 'Head office',
        description: '',
        status_id: null,
        type_id: null,
      });
      expect(messagesOf(UNIT_SCHEMAS[kind].create, { ...parent[kind] })).toEqual([
        `name: ${messages.required}`,
        `code: ${messages.required}`,
      ]);
      expect(messagesOf(UNIT_SCHEMAS[kind].create, { code: 'hq', name: 'x', ...parent[kind] })).toEqual([
        `name: ${fieldMessages.nameMin}`,
        `code: ${fieldMessages.codeFormat}`,
      ]);
      expect(UNIT_SCHEMAS[kind].update.parse({})).toEqual({});
    }
  });

  it('requires the parent of an establishment and a service; a company, team or workplace may go without', () => {
    expect(messagesOf(UNIT_SCHEMAS.establishment.create, { code: 'E1', name: 'Plant' })).toEqual([
      `company_id: ${messages.required}`,
    ]);
    expect(messagesOf(UNIT_SCHEMAS.service.create, { code: 'S1', name: 'Sales' })).toEqual([
      `establishment_id: ${messages.required}`,
    ]);
    expect(UNIT_SCHEMAS.company.create.parse({ code: 'C1', name: 'Acme SA' }).group_id).toBeNull();
    expect(UNIT_SCHEMAS.team.create.parse({ code: 'T1', name: 'Team' })).toMatchObject({
      service_id: null,
      brand: null,
    });
    expect(UNIT_SCHEMAS.workplace.create.parse({ code: 'W1', name: 'Desk' }).establishment_id).toBeNull();
    // An establishment always has a company: an update may move it, never clear it.
    expect(messagesOf(UNIT_SCHEMAS.establishment.update, { company_id: null })).toHaveLength(1);
  });

  it('takes references as positive ids', () => {
    expect(
      messagesOf(UNIT_SCHEMAS.service.create, {
        code: 'S1',
        name: 'Sales',
        establishment_id: 0,
        manager_id: -1,
      }),
    ).toEqual([`establishment_id: ${messages.idNumber}`, `manager_id: ${messages.idNumber}`]);
    expect(messagesOf(UNIT_SCHEMAS.team.create, { code: 'T1', name: 'Team', unknown: 1 })).toHaveLength(1);
  });

  it('filters lists by their references, read from the query string', () => {
    expect(UNIT_SCHEMAS.team.listQuery.parse({ service_id: '4', brand: '2' })).toMatchObject({
      service_id: 4,
      brand: 2,
    });
    expect(UNIT_SCHEMAS.group.listQuery.safeParse({ status_id: 'x' }).success).toBe(false);
  });
});

describe('parameters', () => {
  it('a niveau requires code, name and level (spec §5)', () => {
    expect(messagesOf(NiveauCreateSchema, {})).toEqual([
      `name: ${messages.required}`,
      `code: ${messages.required}`,
      `level: ${messages.required}`,
    ]);
    expect(messagesOf(NiveauCreateSchema, { code: 'N1', name: 'Senior', level: 1.5 })).toEqual([
      `level: ${messages.integer}`,
    ]);
    expect(messagesOf(NiveauCreateSchema, { code: 'N1', name: 'Senior', level: -1 })).toEqual([
      `level: ${fieldMessages.notNegative}`,
    ]);
    expect(NiveauCreateSchema.parse({ code: 'N1', name: 'Senior', level: 0 }).level).toBe(0);
  });

  it('a status or type is a code and a name', () => {
    expect(UnitStatusCreateSchema.parse({ code: 'ACTIVE', name: 'Active' })).toEqual({
      code: 'ACTIVE',
      name: 'Active',
      description: '',
    });
  });
});

describe('addresses and contacts', () => {
  it('an address needs its street line; the rest defaults to empty and not main', () => {
    expect(UnitAddressCreateSchema.parse({ address: '1 Main St' })).toEqual({
      address: '1 Main St',
      country: '',
      state: '',
      city: '',
      postal_code: '',
      is_main: false,
    });
    expect(messagesOf(UnitAddressCreateSchema, { address: '  ' })).toEqual([`address: ${messages.required}`]);
    // The owner comes from the path, never the body.
    expect(messagesOf(UnitAddressCreateSchema, { address: 'x', unit_id: 3 })).toHaveLength(1);
  });

  it('a contact needs a name; its email may be empty, or valid (kept in lower case)', () => {
    expect(UnitContactCreateSchema.parse({ contact_name: 'Desk', email: ' Desk@Example.COM ' }).email).toBe(
      'desk@example.com',
    );
    expect(UnitContactCreateSchema.parse({ contact_name: 'Desk' }).email).toBe('');
    expect(messagesOf(UnitContactUpdateSchema, { email: 'not-an-email' })).toEqual([
      `email: ${messages.email}`,
    ]);
  });
});

describe('persons and employees', () => {
  it('a person needs a full name; an empty national id is none', () => {
    expect(PersonCreateSchema.parse({ full_name: 'Ada Lovelace', national_id: ' ' })).toMatchObject({
      national_id: null,
      gender: null,
      passport_number: '',
    });
    expect(messagesOf(PersonCreateSchema, { full_name: 'Ada', gender: 'robot' })).toHaveLength(1);
    expect(messagesOf(PersonCreateSchema, { full_name: 'Ada', birth_date: '2026-02-30' })).toEqual([
      `birth_date: ${messages.date}`,
    ]);
  });

  const base = { start_date: '2026-01-01' };
  it('an employee is exactly one person or user, in exactly one team or workplace', () => {
    expect(EmployeeCreateSchema.parse({ ...base, person_id: 1, team_id: 2 })).toMatchObject({
      user_id: null,
      workplace_id: null,
      end_date: null,
      position: '',
    });
    expect(messagesOf(EmployeeCreateSchema, base)).toEqual([
      `person_id: ${unitMessages.whoRequired}`,
      `team_id: ${unitMessages.placeRequired}`,
    ]);
    expect(
      messagesOf(EmployeeCreateSchema, { ...base, person_id: 1, user_id: 2, team_id: 1, workplace_id: 1 }),
    ).toEqual([`user_id: ${unitMessages.whoBoth}`, `workplace_id: ${unitMessages.placeBoth}`]);
  });

  it('an assignment ends after it starts', () => {
    expect(
      messagesOf(EmployeeCreateSchema, { ...base, person_id: 1, team_id: 1, end_date: '2025-12-31' }),
    ).toEqual([`end_date: ${fieldMessages.endBeforeStart}`]);
  });

  it('an update may name one side only (the server judges the row it would make), never both', () => {
    expect(EmployeeUpdateSchema.parse({ team_id: 3 })).toEqual({ team_id: 3 });
    expect(messagesOf(EmployeeUpdateSchema, { team_id: 3, workplace_id: 4 })).toEqual([
      `workplace_id: ${unitMessages.placeBoth}`,
    ]);
  });
});
