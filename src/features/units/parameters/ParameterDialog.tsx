import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  UnitStatusCreateSchema,
  UnitStatusUpdateSchema,
  type UnitStatus,
  type UnitStatusCreate,
} from '../../../../domain/units/parameters';
import { FormDialog } from '../../../components/data/FormDialog';
import { changedFields } from '../../../components/data/changedFields';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { common, DescriptionField, NameCodeFields } from '../../../components/form/CommonFields';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useTreeMessage } from '../treeMessages';
import type { unitStatusResource, unitTypeResource } from './parameterResource';

/** A unit status or a unit type: the same fields, the same rules (domain/units/parameters). */
export type UnitParameter = UnitStatus;
export type UnitParameterResource = typeof unitStatusResource | typeof unitTypeResource;

const FIELDS = ['name', 'code', 'description'] as const;

/**
 * Add or edit a unit status or type (mount it anew for each opening: `key`): validated with the
 * API's own schemas (the two kinds share them), the server's messages on the fields ('This status
 * code is already in use'), and the question before closing with unsaved changes.
 */
export function ParameterDialog({
  resource,
  row,
  dialog,
}: {
  resource: UnitParameterResource;
  /** The row edited, or null to add one. */
  row: UnitParameter | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useTreeMessage();
  // Both paths take and answer the same bodies; the calls are typed by one of them.
  const { create, update } = useResourceMutations(resource as typeof unitStatusResource);
  const texts = (key: string, values?: Record<string, unknown>) => t(`${resource.texts}.${key}`, values);
  const defaults: UnitStatusCreate = {
    name: row?.name ?? '',
    code: row?.code ?? '',
    description: row?.description ?? '',
  };

  return (
    <FormDialog
      {...dialog}
      title={row ? texts('editTitle', { name: row.name }) : texts('addTitle')}
      description={texts('dialogDescription')}
      submitLabel={row ? t('unitsTree.parameters.save') : texts('create')}
      schema={row ? UnitStatusUpdateSchema : UnitStatusCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      onSubmit={(values) =>
        withNotice(
          changeId(resource.path, row ? 'update' : 'create', row?.id),
          {
            success: texts(row ? 'updated' : 'created'),
            failure: texts(row ? 'updateFailed' : 'createFailed'),
          },
          async () => {
            if (!row) return create.mutateAsync(values as UnitStatusCreate);
            const changes = changedFields(values, row);
            return Object.keys(changes).length
              ? update.mutateAsync({ id: row.id, body: changes })
              : undefined;
          },
        )
      }
    >
      {(form) => {
        const f = common(form);
        return (
          <Stack gap="4">
            <NameCodeFields
              form={f}
              errorText={text}
              generate={!row}
              sanitizedNotice={t('unitsTree.parameters.codeSanitized')}
            />
            <DescriptionField form={f} errorText={text} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
