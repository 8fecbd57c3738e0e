import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BarList, type BarItem } from '../../components/charts/BarList';
import { FilterSelect } from '../../components/data/FilterSelect';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

/** Made-up sales by brand for two periods: choosing one redraws the bars. */
const PERIODS = {
  month: [
    { key: 'nova', name: 'Nova', value: 18400 },
    { key: 'atlas', name: 'Atlas', value: 12950 },
    { key: 'lumen', name: 'Lumen', value: 7300 },
    { key: 'orbit', name: 'Orbit', value: 2100 },
  ],
  quarter: [
    { key: 'atlas', name: 'Atlas', value: 41200 },
    { key: 'nova', name: 'Nova', value: 39800 },
    { key: 'orbit', name: 'Orbit', value: 16350 },
    { key: 'lumen', name: 'Lumen', value: 15100 },
  ],
  none: [],
} satisfies Record<string, BarItem[]>;
type Period = keyof typeof PERIODS;

function LiveBars() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('month');
  return (
    <Stack gap="4" maxW="xl">
      <FilterSelect
        label={t('kit.examples.barList.period')}
        value={period}
        onChange={(value) => setPeriod((value || 'month') as Period)}
        options={(Object.keys(PERIODS) as Period[]).map((id) => ({
          value: id,
          label: t(`kit.examples.barList.periods.${id}`),
        }))}
      />
      <BarList
        label={t('kit.examples.barList.label')}
        items={PERIODS[period]}
        emptyText={t('kit.examples.barList.empty')}
        palette="primary"
        testId="kit-bar-list"
      />
    </Stack>
  );
}

const DOCS = [
  docOf('BarList', BarList, {
    label: { type: 'string', required: true },
    items: { type: 'BarItem[]', required: true },
    emptyText: { type: 'string', required: true },
    palette: { type: 'string', required: true },
    testId: { type: 'string', required: false },
  }),
];

export default function BarListExample() {
  return (
    <ExampleFrame id="barList" docs={DOCS}>
      <LiveBars />
    </ExampleFrame>
  );
}
