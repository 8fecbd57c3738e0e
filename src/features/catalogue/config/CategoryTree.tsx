import { Badge, Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import type { Category } from '../../../../domain/catalogue/category';
import { AuthImage } from '../../../components/data/AuthImage';
import { buildTree, type CategoryNode } from '../categoryTree';
import { ActiveBadge } from '../../../components/data/ActiveFlag';
import { RowActions } from '../../../components/data/RowActions';
import { Loading } from '../../../components/feedback/Loading';

type Actions = {
  onEdit?: (category: Category) => () => void;
  onDelete?: (category: Category) => () => void;
};

/**
 * Every category as nested lists under their parents (a screen reader says "list, 3 items" at
 * each level), with each one's code, status and actions.
 */
export function CategoryTree({
  query,
  ...actions
}: {
  query: { data: Category[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
} & Actions) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <LoadFailed
        message={t('catalogueConfig.categories.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <Box py="10" textAlign="center">
        <Loading label={t('catalogueConfig.common.loading')} />
      </Box>
    );
  }
  if (!query.data.length) {
    return (
      <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" rounded="lg">
        {t('catalogueConfig.categories.empty')}
      </Text>
    );
  }
  return (
    <Box
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      p="3"
      role="region"
      aria-label={t('catalogueConfig.categories.treeLabel')}
      data-testid="category-tree"
    >
      <Branch nodes={buildTree(query.data)} level={0} {...actions} />
    </Box>
  );
}

function Branch({ nodes, level, ...actions }: { nodes: CategoryNode<Category>[]; level: number } & Actions) {
  return (
    <chakra.ul
      listStyleType="none"
      ps={level ? '6' : '0'}
      borderStartWidth={level ? '1px' : undefined}
      ms={level ? '4' : undefined}
    >
      {nodes.map(({ category, children }) => (
        <chakra.li key={category.id} data-testid="tree-item" data-path={category.path}>
          <Node category={category} {...actions} />
          {children.length > 0 && <Branch nodes={children} level={level + 1} {...actions} />}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

function Node({ category, onEdit, onDelete }: { category: Category } & Actions) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" py="1.5" px="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
      {category.logo && (
        <AuthImage
          src={category.logo}
          alt={t('catalogueConfig.logo.alt', { name: category.name })}
          boxSize="6"
          rounded="sm"
          objectFit="contain"
        />
      )}
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{category.name}</Text>
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr">
            {category.code}
          </Text>
        </HStack>
      </Stack>
      {category.products_count > 0 && (
        <Badge variant="outline" hideBelow="sm">
          {t('catalogueConfig.common.productsCount', { n: category.products_count })}
        </Badge>
      )}
      <ActiveBadge active={category.is_active} />
      <RowActions name={category.name} onEdit={onEdit?.(category)} onDelete={onDelete?.(category)} />
    </HStack>
  );
}
