import type { User } from '../../../domain/users/schemas';
import type { UserRow } from '../../db/tables/users';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const serializeUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  role: u.role,
  id_organization: u.id_organization,
  is_staff: u.is_staff,
  is_superuser: u.is_superuser,
  team: u.team,
  brand: u.brand,
  first_name: u.first_name,
  last_name: u.last_name,
  phone_number: u.phone_number,
  birthday: u.birthday,
  department: u.department,
  is_active: u.is_active,
  date_joined: u.date_joined.toISOString(),
  last_login: iso(u.last_login),
});
