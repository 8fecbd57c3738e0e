import { Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { assignableRoles, type EditableUserField } from '../../../domain/users/editableFields';
import { UserUpdateSchema, type User, type UserUpdate } from '../../../domain/users/schemas';
import { FormField, FormDialog } from '../../components/data/FormDialog';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useOrganizations } from '../../lib/organizations';
import { BrandSelect, OrganizationSelect, TeamSelect } from './UserReferences';
import { userResource } from './userResource';
import { RoleSelect } from './RoleSelect';
import { fullName, useActor } from './userFormat';

type EditField = Exclude<EditableUserField, 'is_active'>;

const LABELS: Record<EditField, string> = {
  email: 'users.fields.email',
  first_name: 'users.fields.firstName',
  last_name: 'users.fields.lastName',
  phone_number: 'users.fields.phoneNumber',
  birthday: 'users.fields.birthday',
  department: 'users.fields.department',
  role: 'users.fields.role',
  team: 'users.fields.team',
  brand: 'users.fields.brand',
  id_organization: 'users.fields.organization',
  is_staff: 'users.fields.isStaff',
  is_superuser: 'users.fields.isSuperuser',
};
const TEXT_INPUTS: Partial<Record<EditField, { type: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'off' },
  first_name: { type: 'text', autoComplete: 'off' },
  last_name: { type: 'text', autoComplete: 'off' },
  phone_number: { type: 'tel', autoComplete: 'off' },
  department: { type: 'text', autoComplete: 'off' },
};

/**
 * Edit a user: only the fields the signed-in user may change on this person (`fields`, from
 * `editableUserFields`), validated with the API's UserUpdateSchema; only what changed is sent.
 * The server applies the same rules again.
 */
export function UserEditDialog({
  user,
  fields,
  open,
  onOpenChange,
  onSaved,
}: {
  user: User;
  fields: readonly EditableUserField[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (user: User | null) => void;
}) {
  const { t } = useTranslation();
  const actor = useActor();
  const { update } = useResourceMutations(userResource);
  const organizations = useOrganizations();
  const organizationLabel = useOrganizationLabel();
  const shown = fields.filter((f): f is EditField => f !== 'is_active');
  const roles = actor ? assignableRoles(actor) : [];
  if (!roles.includes(user.role as never)) roles.unshift(user.role as never);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.edit.title', { name: fullName(user) })}
      description={t('users.edit.description')}
      submitLabel={t('users.edit.submit')}
      schema={UserUpdateSchema}
      fields={shown}
      defaultValues={Object.fromEntries(shown.map((f) => [f, user[f]])) as UserUpdate}
      onSubmit={async (values) => {
        const changes = Object.fromEntries(
          Object.entries(values).filter(
            ([field, value]) => value !== undefined && value !== user[field as EditField],
          ),
        ) as UserUpdate;
        if (!Object.keys(changes).length) return onSaved(null);
        const updated = await update.mutateAsync({ id: user.id, body: changes });
        onSaved(updated);
      }}
      size="lg"
    >
      {({ register, control, watch, setValue, formState: { errors } }) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {shown.map((field) => {
            const error = errors[field]?.message;
            const label = t(LABELS[field]);
            const text = TEXT_INPUTS[field];
            if (text) {
              return (
                <FormField key={field} label={label} error={error}>
                  <Input type={text.type} autoComplete={text.autoComplete} {...register(field)} />
                </FormField>
              );
            }
            switch (field) {
              case 'birthday':
                return (
                  <FormField key={field} label={label} error={error}>
                    <Input
                      type="date"
                      {...register('birthday', { setValueAs: (v: string | null) => v || null })}
                    />
                  </FormField>
                );
              case 'role':
                return (
                  <FormField key={field} label={label} error={error}>
                    <RoleSelect roles={roles} field={register('role')} />
                  </FormField>
                );
              case 'team':
                return (
                  <FormField key={field} label={label} error={error} helper={t('users.hints.team')}>
                    <Controller
                      control={control}
                      name="team"
                      render={({ field: team }) => (
                        <TeamSelect
                          organization={watch('id_organization') ?? user.id_organization}
                          field={team}
                        />
                      )}
                    />
                  </FormField>
                );
              case 'brand':
                return (
                  <FormField key={field} label={label} error={error} helper={t('users.hints.brand')}>
                    <Controller
                      control={control}
                      name="brand"
                      render={({ field: brand }) => (
                        <BrandSelect
                          organization={watch('id_organization') ?? user.id_organization}
                          field={brand}
                        />
                      )}
                    />
                  </FormField>
                );
              case 'id_organization':
                // A choice only for whoever reads several organisations; anyone else sees its name.
                return organizations.several ? (
                  <FormField key={field} label={label} error={error} helper={t('users.hints.organization')}>
                    <Controller
                      control={control}
                      name="id_organization"
                      render={({ field: organization }) => (
                        <OrganizationSelect
                          organizations={organizations}
                          field={{
                            ...organization,
                            // Another organisation's team or brand would be refused: they start again.
                            onChange: (id) => {
                              organization.onChange(id ?? undefined);
                              if (id !== user.id_organization) {
                                setValue('team', null);
                                setValue('brand', null);
                              }
                            },
                          }}
                        />
                      )}
                    />
                  </FormField>
                ) : (
                  <FormField key={field} label={label}>
                    <Text py="2">{organizationLabel(user.id_organization)}</Text>
                  </FormField>
                );
              default:
                return (
                  <Stack key={field} justify="flex-end" pb="2">
                    <Controller
                      control={control}
                      name={field}
                      render={({ field: flag }) => (
                        <Switch.Root
                          checked={!!flag.value}
                          onCheckedChange={(e) => flag.onChange(e.checked)}
                          colorPalette="primary"
                        >
                          <Switch.HiddenInput onBlur={flag.onBlur} name={flag.name} />
                          <Switch.Control />
                          <Switch.Label>{label}</Switch.Label>
                        </Switch.Root>
                      )}
                    />
                  </Stack>
                );
            }
          })}
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
