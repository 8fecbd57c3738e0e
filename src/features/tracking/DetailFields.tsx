import type { ReactNode } from 'react';
import { Card, DataList } from '@chakra-ui/react';

/** A record's fields as label and value, in a card. */
export function DetailFields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
