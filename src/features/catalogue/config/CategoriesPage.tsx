import { HStack, Stack, Text } from '@chakra-ui/react';
import { ListTree, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../../domain/catalogue/category';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { AuthImage } from '../../../components/data/AuthImage';
import type { Column } from '../../../components/data/DataTable';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceCreateButton, ResourceTable } from '../../../components/resource/ResourceListPage';
import { useResourceList } from '../../../components/resource/useResourceList';
import { CategoryDialog } from './CategoryDialog';
import { CATEGORY_VIEWS, categoryResource } from './categoryResource';
import { CategoryTree } from './CategoryTree';
import { PageHeading } from '../../../components/PageHeading';
import { useCatalogueMessage } from '../catalogueMessages';
import { ActiveBadge, ActiveFilter } from '../../../components/data/ActiveFlag';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useView, ViewToggle } from '../../../components/data/ListViews';
import { useAllCategories } from './useAllCategories';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { codeColumn } from '../../../components/data/codeColumn';

/** /apps/product-management/config/categories (read on Category): as a table or as a tree. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const reason = useCatalogueMessage();
  const ability = useAppAbility();
  const can = (action: string) => !!ability?.can(action, categoryResource.subject);
  const [view, setView] = useView(CATEGORY_VIEWS);
  const { list, query } = useResourceList(categoryResource, { enabled: view === 'table' });
  const editor = useEditor<Category>();
  const deleting = useDeleting<Category>();
  // The tree and the parent choice need every category.
  const all = useAllCategories();
  const number = new Intl.NumberFormat(i18n.language);
  const nameOf = new Map((all.data ?? []).map((c) => [c.id, c.name]));

  const onEdit = can('update') ? (category: Category) => () => editor.edit(category) : undefined;
  const onDelete = can('delete') ? (category: Category) => () => deleting.ask(category) : undefined;

  const columns: Column<Category>[] = [
    {
      id: 'name',
      header: 'catalogueConfig.columns.category',
      sortField: 'name',
      cell: (category) => (
        <HStack gap="3" minW="10rem">
          {category.logo && (
            <AuthImage
              src={category.logo}
              alt={t('catalogueConfig.logo.alt', { name: category.name })}
              boxSize="8"
              rounded="md"
              objectFit="contain"
            />
          )}
          <Text fontWeight="medium">{category.name}</Text>
        </HStack>
      ),
    },
    codeColumn(),
    {
      id: 'path',
      header: 'catalogueConfig.columns.path',
      sortField: 'path',
      hideBelow: 'md',
      cell: (category) => (
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr">
          {category.path}
        </Text>
      ),
    },
    {
      id: 'parent',
      header: 'catalogueConfig.columns.parent',
      hideBelow: 'lg',
      cell: (category) =>
        category.parent === null ? (
          <Nothing />
        ) : (
          (nameOf.get(category.parent) ?? category.path.split('/').slice(-2, -1)[0])
        ),
    },
    {
      id: 'level',
      header: 'catalogueConfig.columns.level',
      sortField: 'level',
      textAlign: 'end',
      hideBelow: 'lg',
      cell: (category) => number.format(category.level),
    },
    {
      id: 'products',
      header: 'catalogueConfig.columns.products',
      textAlign: 'end',
      hideBelow: 'md',
      cell: (category) => number.format(category.products_count),
    },
    {
      id: 'status',
      header: 'catalogueConfig.columns.status',
      cell: (category) => <ActiveBadge active={category.is_active} />,
    },
    ...(onEdit || onDelete
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (category: Category) => (
              <RowActions name={category.name} onEdit={onEdit?.(category)} onDelete={onDelete?.(category)} />
            ),
          },
        ]
      : []),
  ];

  const toggle = (
    <ViewToggle
      value={view}
      onChange={setView}
      options={[
        { value: 'table', label: t('catalogueConfig.common.table'), icon: <Table2 size={14} aria-hidden /> },
        { value: 'tree', label: t('catalogueConfig.common.tree'), icon: <ListTree size={14} aria-hidden /> },
      ]}
    />
  );

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeading
        title={t('catalogueConfig.categories.title')}
        subtitle={t('catalogueConfig.categories.subtitle')}
        actions={<ResourceCreateButton resource={categoryResource} create={{ onClick: editor.add }} />}
      />
      {view === 'table' ? (
        <ResourceTable
          resource={categoryResource}
          columns={columns}
          rowKey={(category) => category.id}
          list={list}
          query={query}
          onRowClick={onEdit ? (category) => editor.edit(category) : undefined}
          filters={
            <HStack gap="3" align="flex-end" wrap="wrap">
              <ActiveFilter
                value={list.state.filters.is_active}
                onChange={(value) => list.setFilter('is_active', value)}
              />
              {toggle}
            </HStack>
          }
        />
      ) : (
        <Stack gap="4">
          <HStack justify="flex-end">{toggle}</HStack>
          <CategoryTree query={all} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
      )}

      <CategoryDialog
        key={editor.key}
        category={editor.row}
        categories={all.data ?? []}
        dialog={editor.dialog}
      />
      <DeleteRowDialog
        resource={categoryResource}
        deleting={deleting}
        body={t('catalogueConfig.common.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('catalogueConfig.common.delete')}
        deletedText={() => t('catalogueConfig.categories.deleted')}
        errorText={reason}
      />
    </Stack>
  );
}
