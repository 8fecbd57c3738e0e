import { useId } from 'react';
import { Box, chakra, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/common/pagination';
import { useHydrated } from '../../ssr/serverDrawn';
import type { PageSize } from './listQuery';
import type { ListController } from './useListState';

/**
 * Below a list: the page size, the range shown ("1–25 of 312") and the buttons to the first,
 * previous, next and last pages, with "Page 2 of 13" between them.
 */
export function Pagination<F extends string>({
  list,
  pages,
  rangeText,
  estimated,
  disabled,
  format,
}: {
  list: ListController<F>;
  pages: number;
  rangeText: string;
  /** The page count comes from an estimated row count. */
  estimated: boolean;
  disabled: boolean;
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const { page, pageSize } = list.state;
  // On a page the server drew, a size chosen before the app has taken over would change the select only.
  const hydrated = useHydrated();
  const go = (to: number) => list.setPage(Math.min(Math.max(1, to), pages));
  const buttons = [
    { label: t('data.table.firstPage'), icon: ChevronsLeft, to: 1, off: page <= 1 },
    { label: t('data.table.previousPage'), icon: ChevronLeft, to: page - 1, off: page <= 1 },
    { label: t('data.table.nextPage'), icon: ChevronRight, to: page + 1, off: page >= pages },
    { label: t('data.table.lastPage'), icon: ChevronsRight, to: pages, off: page >= pages },
  ];
  return (
    <Flex
      as="nav"
      aria-label={t('data.table.pagination')}
      gap="4"
      wrap="wrap"
      align="center"
      justify="space-between"
    >
      <HStack gap="2">
        <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {t('data.table.rowsPerPage')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto" disabled={!hydrated}>
          <NativeSelect.Field
            id={sizeId}
            value={pageSize}
            onChange={(e) => list.setPageSize(Number(e.target.value) as PageSize)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {format(size)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="list-range" whiteSpace="nowrap">
          {rangeText}
        </Text>
        <HStack gap="1">
          {buttons.slice(0, 2).map((b) => (
            <PageButton key={b.label} {...b} disabled={disabled || b.off} onClick={() => go(b.to)} />
          ))}
          <Text fontSize="sm" px="2" whiteSpace="nowrap">
            {t(estimated ? 'data.table.pageEstimate' : 'data.table.page', {
              page: format(page),
              pages: format(pages),
            })}
          </Text>
          {buttons.slice(2).map((b) => (
            <PageButton key={b.label} {...b} disabled={disabled || b.off} onClick={() => go(b.to)} />
          ))}
        </HStack>
      </HStack>
    </Flex>
  );
}

function PageButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof ChevronLeft;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton aria-label={label} title={label} size="sm" variant="outline" disabled={disabled} onClick={onClick}>
      {/* Arrows point the way the pages go: mirrored in right-to-left languages. */}
      <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
        <Icon />
      </Box>
    </IconButton>
  );
}
