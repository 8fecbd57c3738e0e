import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useRoleLabel } from '../../lib/roleLabel';

/** The roles the signed-in user may hand out, named in the reader's language. */
export function RoleSelect({ roles, field }: { roles: readonly string[]; field: UseFormRegisterReturn }) {
  const roleLabel = useRoleLabel();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
