// The part of a user the rules depend on. `team` and `brand` are nullable ids until the
// organisation hierarchy and catalogue tables exist (see DESIGN.md, Tenancy).
export type AccessUser = {
  id: number;
  role: string;
  id_organization: number;
  team: number | null;
  brand: number | null;
  is_staff: boolean;
  is_superuser: boolean;
};
