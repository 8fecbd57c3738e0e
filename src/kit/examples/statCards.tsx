import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { Euro, ReceiptText, ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { StatCard } from '../../components/dashboard/StatCard';
import { ORDER_LIST_PATH } from '../../features/sales/paths';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

/** A dashboard's headline figures, made up: the cards link to the lists they would count. */
function LiveCards() {
  const { t, i18n } = useTranslation();
  const formats = useMemo(
    () => ({
      money: new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }),
      number: new Intl.NumberFormat(i18n.language),
    }),
    [i18n.language],
  );
  return (
    <DashboardPanel
      title={t('kit.examples.statCards.panel')}
      testId="kit-stat-panel"
      action={<MoreLink to={ORDER_LIST_PATH}>{t('kit.examples.statCards.more')}</MoreLink>}
    >
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
        <StatCard
          label={t('kit.examples.statCards.revenue')}
          value={formats.money.format(48210)}
          to={ORDER_LIST_PATH}
          icon={Euro}
          palette="green"
          testId="kit-stat-revenue"
          change={12.4}
        />
        <StatCard
          label={t('kit.examples.statCards.orders')}
          value={formats.number.format(312)}
          to={ORDER_LIST_PATH}
          icon={ReceiptText}
          palette="blue"
          testId="kit-stat-orders"
          change={-3.1}
        />
        <StatCard
          label={t('kit.examples.statCards.average')}
          value={formats.money.format(154.5)}
          to={ORDER_LIST_PATH}
          icon={ShoppingBasket}
          palette="purple"
          testId="kit-stat-average"
          change={null}
        />
      </SimpleGrid>
    </DashboardPanel>
  );
}

const DOCS = [
  docOf('StatCard', StatCard, {
    label: { type: 'string', required: true },
    value: { type: 'string', required: true },
    to: { type: 'string', required: true },
    icon: { type: 'LucideIcon', required: true },
    palette: { type: 'string', required: true },
    testId: { type: 'string', required: true },
    change: { type: 'number | null', required: false },
  }),
  docOf('DashboardPanel', DashboardPanel, {
    title: { type: 'string', required: true },
    action: { type: 'ReactNode', required: false },
    children: { type: 'ReactNode', required: true },
    testId: { type: 'string', required: true },
  }),
];

export default function StatCardsExample() {
  return (
    <ExampleFrame id="statCards" docs={DOCS}>
      <LiveCards />
    </ExampleFrame>
  );
}
