import { useState } from 'react';
import { Checkbox, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  FIRST_ADMIN_ROLES,
  OrganizationCreateSchema,
  OrganizationUpdateSchema,
  type Organization,
  type OrganizationCreate,
} from '../../../domain/organizations/organization';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../components/data/useDirtyClose';
import { common, NameCodeFields } from '../../components/form/CommonFields';
import { FlagSwitch } from '../../components/form/FlagSwitch';
import { LogoField } from '../../components/form/LogoField';
import { LogoRefused } from '../../components/form/logoApi';
import { useSaveWithLogo } from '../../components/form/saveWithLogo';
import { notify } from '../../components/feedback/notify';
import { resourceKeys } from '../../components/resource/resource';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { useOrganizationMessage } from './organizationMessages';
import { organizationResource } from './organizationResource';

const FIELDS = [
  'name',
  'code',
  'is_active',
  'admin.email',
  'admin.first_name',
  'admin.last_name',
  'admin.role',
] as const;

/**
 * Add or edit an organisation (mount it anew for each opening: `key`): its name, and for those
 * who manage organisations its code and active flag; its logo uploaded once it is saved; when
 * adding, optionally its first administrator, who is emailed a link to choose a password.
 */
export function OrganizationDialog({
  organization,
  dialog,
}: {
  /** The organisation edited, or null to add one. */
  organization: Organization | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useOrganizationMessage();
  const manages = useAppAbility()?.can('manage', 'Organization') ?? false;
  const { create, update } = useResourceMutations(organizationResource);
  const [invite, setInvite] = useState(false);
  const editing = organization !== null;
  const save = useSaveWithLogo<Organization, OrganizationCreate>({
    owner: 'organizations',
    texts: 'organizations.dialog',
    saveLabel: t('organizations.dialog.save'),
    logoFailed: (error) =>
      notify.failure(
        t('organizations.dialog.logoFailed'),
        error instanceof LogoRefused ? text(error.reason) : undefined,
      ),
    row: organization,
    queryKey: resourceKeys(organizationResource).list,
    create: (body) => create.mutateAsync(body),
    update: (id, body) => update.mutateAsync({ id, body }),
  });

  const defaults: OrganizationCreate = organization
    ? { name: organization.name, code: organization.code, is_active: organization.is_active }
    : { name: '', code: '', is_active: true };

  return (
    <FormDialog
      {...dialog}
      {...save.dialog}
      schema={editing ? OrganizationUpdateSchema : OrganizationCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
    >
      {(form) => {
        const f = common(form);
        const errors = form.formState.errors as Record<string, { message?: string } | undefined> & {
          admin?: Record<string, { message?: string } | undefined>;
        };
        return (
          <Stack gap="4">
            {manages ? (
              <NameCodeFields
                errorText={text}
                form={f}
                generate={!editing}
                sanitizedNotice={t('organizations.dialog.codeSanitized')}
              />
            ) : (
              <FormField label={t('organizations.fields.name')} error={text(errors.name?.message)} required>
                <Input autoComplete="organization" {...f.register('name')} />
              </FormField>
            )}
            <LogoField
              current={organization?.logo ?? null}
              {...save.logo}
              alt={t('organizations.logoAlt', { name: form.watch('name') || organization?.name || '' })}
            />
            {manages && <FlagSwitch form={f} name="is_active" label={t('organizations.fields.isActive')} />}
            {!editing && (
              <Stack gap="3" borderWidth="1px" rounded="md" p="4">
                <Checkbox.Root
                  checked={invite}
                  onCheckedChange={(e) => setInvite(!!e.checked)}
                  data-testid="invite-first-admin"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('organizations.dialog.inviteAdmin')}</Checkbox.Label>
                </Checkbox.Root>
                {invite && (
                  <>
                    <FormField
                      label={t('organizations.fields.adminEmail')}
                      error={text(errors.admin?.email?.message)}
                      helper={t('organizations.dialog.inviteHint')}
                      required
                    >
                      <Input type="email" dir="ltr" autoComplete="off" {...form.register('admin.email')} />
                    </FormField>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <FormField
                        label={t('organizations.fields.adminFirstName')}
                        error={text(errors.admin?.first_name?.message)}
                      >
                        <Input autoComplete="off" {...form.register('admin.first_name')} />
                      </FormField>
                      <FormField
                        label={t('organizations.fields.adminLastName')}
                        error={text(errors.admin?.last_name?.message)}
                      >
                        <Input autoComplete="off" {...form.register('admin.last_name')} />
                      </FormField>
                    </SimpleGrid>
                    <FormField
                      label={t('organizations.fields.adminRole')}
                      error={text(errors.admin?.role?.message)}
                    >
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('admin.role')} defaultValue="admin">
                          {FIRST_ADMIN_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </>
                )}
              </Stack>
            )}
          </Stack>
        );
      }}
    </FormDialog>
  );
}
