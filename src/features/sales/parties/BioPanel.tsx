import type { ReactNode } from 'react';
import { Box, Button, DataList, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Nothing } from '../../../components/data/Nothing';

/**
 * The bio panel of a client or a seller: what it is, its name and badges, edit and delete as the
 * reader may, its bio (notes) and its details as label and value.
 */
export function BioPanel({
  icon: Icon,
  kind,
  name,
  badges,
  bio,
  noBio,
  details,
  onEdit,
  onDelete,
  readOnly,
  testId,
}: {
  icon: LucideIcon;
  /** Translated texts from here on. */
  kind: string;
  name: string;
  badges: ReactNode;
  bio: string;
  noBio: string;
  details: [label: string, value: ReactNode][];
  onEdit?: () => void;
  onDelete?: () => void;
  /** Shown when the reader may neither edit nor delete. */
  readOnly: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '6' }} data-testid={testId}>
      <Flex gap="5" wrap="wrap" align="flex-start" justify="space-between">
        <HStack gap="4" minW="0" align="flex-start">
          <Box
            boxSize="14"
            rounded="lg"
            bg="primary.subtle"
            color="primary.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
          >
            <Icon size={28} aria-hidden />
          </Box>
          <Stack gap="1" minW="0">
            <Text fontSize="sm" color="fg.muted">
              {kind}
            </Text>
            <Heading as="h1" size="xl">
              {name}
            </Heading>
            <Wrap gap="2" align="center">
              {badges}
            </Wrap>
          </Stack>
        </HStack>
        <HStack gap="3" wrap="wrap">
          {onEdit && (
            <Button variant="outline" onClick={onEdit} data-testid="edit-party">
              <Pencil aria-hidden />
              {t('clients.details.edit')}
            </Button>
          )}
          {onDelete && (
            <Button variant="outline" colorPalette="red" onClick={onDelete} data-testid="delete-party">
              <Trash2 aria-hidden />
              {t('clients.details.delete')}
            </Button>
          )}
        </HStack>
      </Flex>
      {!onEdit && !onDelete && (
        <Text fontSize="sm" color="fg.muted">
          {readOnly}
        </Text>
      )}
      <Text color={bio ? 'fg' : 'fg.muted'} whiteSpace="pre-line" dir="auto" textAlign="start">
        {bio || noBio}
      </Text>
      <DataList.Root
        orientation="horizontal"
        gap="2"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        columnGap="8"
      >
        {details.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue dir="auto">
              {value === '' || value === null ? <Nothing /> : value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
