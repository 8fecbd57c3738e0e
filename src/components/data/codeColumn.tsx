import { Text } from '@chakra-ui/react';
import type { Column } from './DataTable';

/** A row's code as lists show it: its own column, sortable, in monospace, left to right in every language. */
export function codeColumn<R extends { code: string }>(header = 'catalogueConfig.columns.code'): Column<R> {
  return {
    id: 'code',
    header,
    sortField: 'code',
    cell: (row) => (
      <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr">
        {row.code}
      </Text>
    ),
  };
}
