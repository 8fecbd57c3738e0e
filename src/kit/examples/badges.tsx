import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES } from '../../../domain/catalogue/product';
import { ORDER_STATUSES, PAYMENT_STATES } from '../../../domain/sales/orderStatus';
import { ActiveBadge } from '../../components/data/ActiveFlag';
import { OrderStatusBadge, PaymentBadge } from '../../components/sales/OrderBadges';
import { PriorityBadge } from '../../features/catalogue/products/ProductBadges';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

/** A row of badges under its caption. */
function Row({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {caption}
      </Text>
      <HStack gap="2" wrap="wrap">
        {children}
      </HStack>
    </Stack>
  );
}

/** Every value of each vocabulary, from the lists the domain declares: a new status shows here at once. */
function LiveBadges() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Row caption={t('kit.examples.badges.orderStatus')}>
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </Row>
      <Row caption={t('kit.examples.badges.payment')}>
        {PAYMENT_STATES.map((payment) => (
          <PaymentBadge key={payment} payment={payment} />
        ))}
      </Row>
      <Row caption={t('kit.examples.badges.priority')}>
        {PRIORITIES.map((priority) => (
          <PriorityBadge key={priority} priority={priority} />
        ))}
      </Row>
      <Row caption={t('kit.examples.badges.active')}>
        <ActiveBadge active />
        <ActiveBadge active={false} />
      </Row>
    </Stack>
  );
}

const DOCS = [
  docOf('OrderStatusBadge', OrderStatusBadge, {
    status: { type: 'OrderStatus', required: true },
    testId: { type: 'string', required: false },
  }),
  docOf('PaymentBadge', PaymentBadge, {
    payment: { type: 'PaymentState', required: true },
    testId: { type: 'string', required: false },
  }),
  docOf('PriorityBadge', PriorityBadge, { priority: { type: 'Priority', required: true } }),
  docOf('ActiveBadge', ActiveBadge, { active: { type: 'boolean', required: true } }),
];

export default function BadgesExample() {
  return (
    <ExampleFrame id="badges" docs={DOCS}>
      <LiveBadges />
    </ExampleFrame>
  );
}
