import { Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { assignableRoles } from '../../../domain/users/editableFields';
import { UserCreateSchema, type User } from '../../../domain/users/schemas';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useOrganizations } from '../../lib/organizations';
import { BrandSelect, OrganizationSelect, TeamSelect } from './UserReferences';
import { userResource } from './userResource';
import { RoleSelect } from './RoleSelect';
import { useActor } from './userFormat';

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'role',
  'id_organization',
  'team',
  'brand',
  'password',
  'send_reset_link',
] as const;

/**
 * "Add user" (create on User): email, names, a role the caller may assign, the organisation
 * (for whoever may read several), a team and a brand of that organisation, and either an initial
 * password or an emailed reset link. Validated with the API's own UserCreateSchema.
 */
export function UserCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (user: User, linkSent: boolean) => void;
}) {
  const { t } = useTranslation();
  const actor = useActor();
  const { create } = useResourceMutations(userResource);
  const organizations = useOrganizations();
  if (!actor) return null;
  const roles = assignableRoles(actor);
  // Only whoever reads several organisations may name another (the server refuses it from anyone else).
  const choosesOrganization = organizations.several;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.create.title')}
      description={t(
        choosesOrganization ? 'users.create.descriptionAnyOrganization' : 'users.create.description',
      )}
      submitLabel={t('users.create.submit')}
      schema={UserCreateSchema}
      fields={FIELDS}
      defaultValues={{
        email: '',
        first_name: '',
        last_name: '',
        role: roles.includes('user') ? 'user' : roles[0],
        id_organization: actor.id_organization,
        team: null,
        brand: null,
        send_reset_link: false,
        password: '',
      }}
      onSubmit={async (values) => {
        const user = await create.mutateAsync(values);
        onCreated(user, !!values.send_reset_link);
      }}
      size="lg"
    >
      {({ register, control, watch, setValue, formState: { errors } }) => {
        const withLink = watch('send_reset_link');
        const organization = watch('id_organization') ?? actor.id_organization;
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('users.fields.email')} error={errors.email?.message} required>
                <Input type="email" autoComplete="off" {...register('email')} />
              </FormField>
              <FormField label={t('users.fields.role')} error={errors.role?.message} required>
                <RoleSelect roles={roles} field={register('role')} />
              </FormField>
              <FormField label={t('users.fields.firstName')} error={errors.first_name?.message}>
                <Input autoComplete="off" {...register('first_name')} />
              </FormField>
              <FormField label={t('users.fields.lastName')} error={errors.last_name?.message}>
                <Input autoComplete="off" {...register('last_name')} />
              </FormField>
              <FormField
                label={t('users.fields.team')}
                error={errors.team?.message}
                helper={t('users.hints.team')}
              >
                <Controller
                  control={control}
                  name="team"
                  render={({ field }) => <TeamSelect organization={organization} field={field} />}
                />
              </FormField>
              <FormField
                label={t('users.fields.brand')}
                error={errors.brand?.message}
                helper={t('users.hints.brand')}
              >
                <Controller
                  control={control}
                  name="brand"
                  render={({ field }) => <BrandSelect organization={organization} field={field} />}
                />
              </FormField>
              {choosesOrganization && (
                <FormField
                  label={t('users.fields.organization')}
                  error={errors.id_organization?.message}
                  helper={t('users.hints.organization')}
                >
                  <Controller
                    control={control}
                    name="id_organization"
                    render={({ field }) => (
                      <OrganizationSelect
                        organizations={organizations}
                        field={{
                          ...field,
                          // Another organisation's team or brand would be refused: they start again.
                          onChange: (id) => {
                            field.onChange(id ?? undefined);
                            setValue('team', null);
                            setValue('brand', null);
                          },
                        }}
                      />
                    )}
                  />
                </FormField>
              )}
            </SimpleGrid>

            <Stack gap="2">
              <Text id="user-create-access" fontSize="sm" fontWeight="medium">
                {t('users.create.access')}
              </Text>
              <Controller
                control={control}
                name="send_reset_link"
                render={({ field }) => (
                  <SegmentGroup.Root
                    size="sm"
                    alignSelf="flex-start"
                    aria-labelledby="user-create-access"
                    value={field.value ? 'link' : 'password'}
                    onValueChange={(e) => field.onChange(e.value === 'link')}
                  >
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items
                      items={[
                        { value: 'password', label: t('users.create.setPassword') },
                        { value: 'link', label: t('users.create.emailLink') },
                      ]}
                    />
                  </SegmentGroup.Root>
                )}
              />
              {withLink ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('users.hints.resetLink')}
                </Text>
              ) : (
                <FormField
                  label={t('users.fields.password')}
                  error={errors.password?.message}
                  helper={t('users.hints.password')}
                  required
                >
                  <Input type="password" autoComplete="new-password" {...register('password')} />
                </FormField>
              )}
              {errors.send_reset_link?.message && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {errors.send_reset_link.message}
                </Text>
              )}
            </Stack>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
