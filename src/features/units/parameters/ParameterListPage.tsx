import {
  ParameterListPage,
  type ParameterKind,
  type ParameterRow,
} from '../../../components/resource/ParameterListPage';
import { UnitStatusCreateSchema, UnitStatusUpdateSchema } from '../../../../domain/units/parameters';
import { useTreeMessage } from '../treeMessages';
import { unitStatusResource, unitTypeResource } from './parameterResource';

/**
 * A unit status or type (read on Organization; changes are offered to who may update the
 * organisation, as the server checks): the two share their schemas and rules
 * (domain/units/parameters), a name, a code and a description.
 */
function useUnitParameter(): ParameterKind<ParameterRow> {
  return {
    schemas: { create: UnitStatusCreateSchema, update: UnitStatusUpdateSchema },
    keys: {
      deleteBody: 'unitsTree.parameters.deleteBody',
      delete: 'unitsTree.parameters.delete',
      save: 'unitsTree.parameters.save',
      codeSanitized: 'unitsTree.parameters.codeSanitized',
    },
    errorText: useTreeMessage(),
  };
}

/** /apps/organization/parameters/status. */
export function UnitStatusesPage() {
  return <ParameterListPage resource={unitStatusResource} kind={useUnitParameter()} />;
}

/** /apps/organization/parameters/type. */
export function UnitTypesPage() {
  return <ParameterListPage resource={unitTypeResource} kind={useUnitParameter()} />;
}
