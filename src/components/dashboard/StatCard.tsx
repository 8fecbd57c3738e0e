import { Badge, Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowDownRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFigureFormats } from './useFigureFormats';

const RouterLink = chakra(Link);

/**
 * A dashboard's headline figure, linking to the list it counts: an icon, the value, what it is
 * and, when given, its change against the period before (in percent; none when there was nothing
 * before). A list item: put the cards in a list.
 */
export function StatCard({
  label,
  value,
  to,
  icon,
  palette,
  testId,
  change,
}: {
  /** Translated texts. */
  label: string;
  value: string;
  to: string;
  icon: LucideIcon;
  palette: string;
  testId: string;
  change?: number | null;
}) {
  return (
    <Box as="li" borderWidth="1px" rounded="lg" bg="bg" _hover={{ borderColor: 'border.emphasized' }}>
      <RouterLink to={to} display="block" p="4" rounded="lg" h="full" data-testid={testId}>
        <HStack gap="3" align="center">
          <FigureIcon icon={icon} palette={palette} />
          <Stack gap="0" minW="0">
            <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" data-testid={`${testId}-value`}>
              {value}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
          </Stack>
        </HStack>
        {change !== undefined && <Change percent={change} testId={`${testId}-change`} />}
      </RouterLink>
    </Box>
  );
}

/** A figure's icon on a tint of its colour (decoration: the figure's label says what it is). */
export function FigureIcon({ icon: Icon, palette }: { icon: LucideIcon; palette: string }) {
  return (
    <Box
      aria-hidden
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      rounded="md"
      p="2"
      display="inline-flex"
    >
      <Icon size={20} />
    </Box>
  );
}

/** The change against the period before: up in green, down in red, said in words too. */
function Change({ percent, testId }: { percent: number | null; testId: string }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  if (percent === null) {
    return (
      <Text mt="2" fontSize="xs" color="fg.muted" data-testid={testId}>
        {t('dashboards.change.none')}
      </Text>
    );
  }
  const Arrow = percent < 0 ? ArrowDownRight : ArrowUpRight;
  return (
    <HStack mt="2" gap="1.5" fontSize="xs" color="fg.muted" data-testid={testId}>
      <Badge
        colorPalette={percent > 0 ? 'green' : percent < 0 ? 'red' : 'gray'}
        variant="subtle"
        gap="0.5"
        data-value={percent}
      >
        {percent !== 0 && <Arrow aria-hidden size={12} />}
        <bdi>{f.percent(percent)}</bdi>
      </Badge>
      <Text as="span">{t('dashboards.change.vsPrevious')}</Text>
    </HStack>
  );
}
