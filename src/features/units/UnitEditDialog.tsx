import { useTranslation } from 'react-i18next';
import type { UnitKind } from '../../../domain/units/kinds';
import { UNIT_SCHEMAS } from '../../../domain/units/unit';
import { FormDialog } from '../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../components/data/useDirtyClose';
import { changeId, withNotice } from '../../components/feedback/notify';
import { useUnitMutations } from './useUnitMutations';
import { unitDefaults, UnitFields, type UnitFormValues } from './UnitFields';
import { unitFormFields } from './unitKinds';
import { UNIT_RESOURCES } from './unitResource';
import type { UnitRow } from './unitRow';

/**
 * The info-edit dialog of a unit (mount it anew for each opening: `key`): validated with the
 * domain's update schema, the server's messages on their fields, and the question before closing
 * with unsaved changes (as the brand dialog asks).
 */
export function UnitEditDialog({
  kind,
  row,
  dialog,
}: {
  kind: UnitKind;
  row: UnitRow | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const resource = UNIT_RESOURCES[kind];
  const { update } = useUnitMutations(kind);
  if (!row) return null;
  return (
    <FormDialog
      {...dialog}
      title={t(`${resource.texts}.editTitle`, { name: row.name })}
      submitLabel={t('units.form.save')}
      schema={UNIT_SCHEMAS[kind].update}
      fields={unitFormFields(kind)}
      defaultValues={unitDefaults(kind, row) as never}
      size="lg"
      onSubmit={(values) =>
        withNotice(
          changeId(resource.path, 'update', row.id),
          { success: t(`${resource.texts}.updated`), failure: t(`${resource.texts}.updateFailed`) },
          () => update.mutateAsync({ id: row.id, body: values }),
        )
      }
    >
      {(form) => (
        <UnitFields
          kind={kind}
          form={form as never as Parameters<typeof UnitFields>[0]['form']}
          adding={false}
          organization={row.id_organization}
        />
      )}
    </FormDialog>
  );
}

export type { UnitFormValues };
