import { PersonListQuerySchema } from '../../../domain/units/persons';
import { defineResource } from '../../components/resource/resource';

/** The organisation's persons (the one Person entity of the organisation area), HR's records. */
export const individualResource = defineResource({
  path: '/api/persons/',
  name: 'individual',
  subject: 'Employee',
  texts: 'hr.individuals',
  listQuery: PersonListQuerySchema,
  filters: ['gender'],
  defaultOrdering: 'full_name',
});
