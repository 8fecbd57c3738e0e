import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { Euro, ReceiptText, ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { StatCard } from '../../components/dashboard/StatCard';
import { ORDER_LIST_PATH } from '../../features/sales/paths';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

/** Made-up figures: revenue up, orders down, and an average with nothing before to compare to. */
const FIGURES = [
  { id: 'revenue', icon: Euro, palette: 'green', value: 48210, change: 12.4, money: true },
  { id: 'orders', icon: ReceiptText, palette: 'blue', value: 312, change: -3.1, money: false },
  { id: 'average', icon: ShoppingBasket, palette: 'purple', value: 154.5, change: null, money: true },
] as const;

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
        {FIGURES.map(({ id, icon, palette, value, change, money }) => (
          <StatCard
            key={id}
            label={t(`kit.examples.statCards.${id}`)}
            value={(money ? formats.money : formats.number).format(value)}
            to={ORDER_LIST_PATH}
            icon={icon}
            palette={palette}
            testId={`kit-stat-${id}`}
            change={change}
          />
        ))}
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
