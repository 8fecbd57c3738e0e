import { useMemo } from 'react';
import { Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LayoutGrid, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../../domain/catalogue/brand';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import type { Column } from '../../../components/data/DataTable';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { useResourceList } from '../../../components/resource/useResourceList';
import { BrandDialog } from './BrandDialog';
import { brandResource } from './brandResource';
import { useCatalogueMessage } from '../catalogueMessages';
import { ActiveBadge, ActiveFilter } from '../../../components/data/ActiveFlag';
import { LogoOrInitials } from '../../../components/data/LogoOrInitials';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useView, ViewToggle } from '../../../components/data/ListViews';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { codeColumn } from '../../../components/data/codeColumn';
import { NameCell } from '../../../components/data/NameCell';

/** The logo, or the brand's initials when it has none. */
function BrandLogo({ brand, size }: { brand: Brand; size: string }) {
  const { t } = useTranslation();
  return (
    <LogoOrInitials
      logo={brand.logo}
      code={brand.code}
      alt={t('catalogueConfig.logo.alt', { name: brand.name })}
      size={size}
    />
  );
}

/** /apps/product-management/config/brands (read on Brand): the brands, as a table or a grid. */
export function BrandsPage() {
  const { t, i18n } = useTranslation();
  const reason = useCatalogueMessage();
  const ability = useAppAbility();
  const can = (action: string) => !!ability?.can(action, brandResource.subject);
  const [view, setView] = useView(['table', 'grid'] as const);
  const { list, query } = useResourceList(brandResource);
  const editor = useEditor<Brand>();
  const deleting = useDeleting<Brand>();
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const day = (iso: string | null) => (iso ? dates.format(new Date(`${iso}T00:00:00`)) : null);

  const onEdit = can('update') ? (brand: Brand) => () => editor.edit(brand) : undefined;
  const onDelete = can('delete') ? (brand: Brand) => () => deleting.ask(brand) : undefined;

  const columns: Column<Brand>[] = [
    {
      id: 'name',
      header: 'catalogueConfig.columns.brand',
      sortField: 'name',
      cell: (brand) => (
        <HStack gap="3" minW="12rem">
          <BrandLogo brand={brand} size="9" />
          <NameCell name={brand.name} description={brand.description} minW="0" />
        </HStack>
      ),
    },
    codeColumn(),
    {
      id: 'website',
      header: 'catalogueConfig.columns.website',
      hideBelow: 'lg',
      cell: (brand) =>
        brand.website ? (
          <Link href={brand.website} target="_blank" rel="noreferrer" color="primary.fg" dir="ltr">
            {brand.website.replace(/^https?:\/\//, '')}
          </Link>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'dates',
      header: 'catalogueConfig.columns.dates',
      sortField: 'start_date',
      hideBelow: 'md',
      cell: (brand) =>
        brand.start_date || brand.end_date ? (
          <Text as="span" fontSize="sm" whiteSpace="nowrap">
            {day(brand.start_date) ?? '…'} – {day(brand.end_date) ?? '…'}
          </Text>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'products',
      header: 'catalogueConfig.columns.products',
      textAlign: 'end',
      hideBelow: 'md',
      cell: (brand) => new Intl.NumberFormat(i18n.language).format(brand.products_count),
    },
    {
      id: 'status',
      header: 'catalogueConfig.columns.status',
      sortField: 'is_active',
      cell: (brand) => <ActiveBadge active={brand.is_active} />,
    },
    ...(onEdit || onDelete
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (brand: Brand) => (
              <RowActions name={brand.name} onEdit={onEdit?.(brand)} onDelete={onDelete?.(brand)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={brandResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(brand) => brand.id}
      list={list}
      query={query}
      onRowClick={onEdit ? (brand) => editor.edit(brand) : undefined}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <ActiveFilter
            value={list.state.filters.is_active}
            onChange={(value) => list.setFilter('is_active', value)}
          />
          <ViewToggle
            value={view}
            onChange={setView}
            options={[
              {
                value: 'table',
                label: t('catalogueConfig.common.table'),
                icon: <Table2 size={14} aria-hidden />,
              },
              {
                value: 'grid',
                label: t('catalogueConfig.common.grid'),
                icon: <LayoutGrid size={14} aria-hidden />,
              },
            ]}
          />
        </HStack>
      }
      grid={
        view === 'grid'
          ? (brands) => (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                {brands.map((brand) => (
                  <Card.Root as="li" key={brand.id} size="sm" variant="outline" data-testid="brand-card">
                    <Card.Body gap="3">
                      <HStack gap="3" align="flex-start">
                        <BrandLogo brand={brand} size="12" />
                        <Stack gap="0.5" minW="0" flex="1">
                          <Text fontWeight="semibold" truncate>
                            {brand.name}
                          </Text>
                          <Text fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" textAlign="start">
                            {brand.code}
                          </Text>
                        </Stack>
                        <RowActions name={brand.name} onEdit={onEdit?.(brand)} onDelete={onDelete?.(brand)} />
                      </HStack>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2lh">
                        {brand.description || t('catalogueConfig.brands.noDescription')}
                      </Text>
                      <HStack justify="space-between" gap="2">
                        <ActiveBadge active={brand.is_active} />
                        <Text fontSize="xs" color="fg.muted">
                          {t('catalogueConfig.common.productsCount', {
                            n: new Intl.NumberFormat(i18n.language).format(brand.products_count),
                          })}
                        </Text>
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            )
          : undefined
      }
    >
      <BrandDialog key={editor.key} brand={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={brandResource}
        deleting={deleting}
        body={t('catalogueConfig.common.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('catalogueConfig.common.delete')}
        deletedText={() => t('catalogueConfig.brands.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
