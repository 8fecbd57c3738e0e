import { useMemo, type ReactNode } from 'react';
import { Box, DataList, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnitAddress, UnitContact } from '../../../domain/units/addresses';
import type { UnitKind } from '../../../domain/units/kinds';
import { SectionHeader } from '../../components/SectionHeader';
import { Nothing } from '../../components/data/Nothing';
import { AddressLines, ContactLines } from '../../components/owned/OwnedLines';
import { ownedPaths, type OwnedKind } from '../../components/owned/ownedRows';
import { unitViewPath } from './paths';
import { useGet } from '../../lib/computedPaths';
import { UNIT_RESOURCES } from './unitResource';
import type { UnitRow } from './unitRow';

/** The main address or contact of a unit (`?is_main=true`), as the overview shows it. */
function useMain<T>(kind: UnitKind, owned: OwnedKind, unit: number) {
  const query = useGet<{ results: T[] }>(ownedPaths(UNIT_RESOURCES[kind].path, owned).list, {
    params: { path: { parent: unit }, query: { is_main: 'true', page_size: 5 } },
  });
  return { main: query.data?.results[0], loaded: query.data !== undefined };
}

function Panel({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Box mb="4">
        <SectionHeader title={title} subtitle={subtitle} level="h3" />
      </Box>
      {children}
    </Box>
  );
}

/**
 * A unit's overview: its main address and main contact (or how to add them), and its record's
 * dates.
 */
export function OverviewTab({ kind, row }: { kind: UnitKind; row: UnitRow }) {
  const { t, i18n } = useTranslation();
  const address = useMain<UnitAddress>(kind, 'addresses', row.id);
  const contact = useMain<UnitContact>(kind, 'contacts', row.id);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const missing = (owned: OwnedKind) => (
    <Stack gap="1" align="flex-start">
      <Text color="fg.muted">{t(`units.overview.no.${owned}`)}</Text>
      <Link asChild color="primary.fg" fontSize="sm" focusRing="outside">
        <RouterLink to={unitViewPath(kind, row.id, owned)}>{t(`units.overview.open.${owned}`)}</RouterLink>
      </Link>
    </Stack>
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start" data-testid="unit-overview">
      <Panel title={t('units.overview.mainAddress')} subtitle={t('units.overview.mainAddressHint')}>
        {address.main ? (
          <AddressLines address={address.main} />
        ) : address.loaded ? (
          missing('addresses')
        ) : (
          <Nothing />
        )}
      </Panel>
      <Panel title={t('units.overview.mainContact')} subtitle={t('units.overview.mainContactHint')}>
        {contact.main ? (
          <Stack gap="1">
            <Text fontWeight="medium">{contact.main.contact_name}</Text>
            <ContactLines contact={contact.main} />
          </Stack>
        ) : contact.loaded ? (
          missing('contacts')
        ) : (
          <Nothing />
        )}
      </Panel>
      <Panel title={t('units.overview.record')} subtitle={t('units.overview.recordHint')}>
        <DataList.Root orientation="horizontal" gap="2" size="sm">
          <DataList.Item>
            <DataList.ItemLabel minW="7rem">{t('units.fields.created_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{dates.format(new Date(row.created_at))}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="7rem">{t('units.fields.updated_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{dates.format(new Date(row.updated_at))}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Panel>
    </SimpleGrid>
  );
}
