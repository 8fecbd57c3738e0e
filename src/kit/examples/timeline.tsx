import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_CREATED_EVENT, type OrderTransition } from '../../../domain/sales/order';
import { OrderTimeline } from '../../features/sales/orders/OrderTimeline';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

const at = (day: number, hour: number) => new Date(Date.UTC(2025, 2, day, hour, 15)).toISOString();
/** An order's history as the server records it, made up: created, confirmed, shipped, delivered. */
const HISTORY: OrderTransition[] = [
  {
    id: 1,
    from_status: null,
    to_status: 'pending',
    event: ORDER_CREATED_EVENT,
    user: 7,
    user_name: 'Samira Haddad',
    note: '',
    created_at: at(3, 9),
  },
  {
    id: 2,
    from_status: 'pending',
    to_status: 'confirmed',
    event: 'CONFIRM',
    user: 7,
    user_name: 'Samira Haddad',
    note: '',
    created_at: at(3, 11),
  },
  {
    id: 3,
    from_status: 'confirmed',
    to_status: 'processing',
    event: 'START_PROCESSING',
    user: 4,
    user_name: 'Li Wei',
    note: '',
    created_at: at(4, 8),
  },
  {
    id: 4,
    from_status: 'processing',
    to_status: 'shipped',
    event: 'SHIP',
    user: 4,
    user_name: 'Li Wei',
    note: 'Colissimo 6A123456789',
    created_at: at(5, 16),
  },
  {
    id: 5,
    from_status: 'shipped',
    to_status: 'delivered',
    event: 'DELIVER',
    user: null,
    user_name: null,
    note: '',
    created_at: at(7, 10),
  },
];

/** The order timeline, step by step: each click adds the next recorded move. */
function LiveTimeline() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(2);
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={shown >= HISTORY.length}
          onClick={() => setShown(shown + 1)}
        >
          {t('kit.examples.timeline.next')}
        </Button>
        <Button size="sm" variant="ghost" disabled={shown === 0} onClick={() => setShown(0)}>
          {t('kit.examples.timeline.clear')}
        </Button>
      </HStack>
      <OrderTimeline transitions={HISTORY.slice(0, shown)} />
    </Stack>
  );
}

const DOCS = [
  docOf('OrderTimeline', OrderTimeline, {
    transitions: { type: 'readonly OrderTransition[]', required: true },
  }),
];

export default function TimelineExample() {
  return (
    <ExampleFrame id="timeline" docs={DOCS}>
      <LiveTimeline />
    </ExampleFrame>
  );
}
