import { useMemo } from 'react';
import { Badge, Box, Button, Code, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../../machines/session';
import { useRoleLabel } from '../../lib/roleLabel';
import { useAppAbility, useSession } from '../../lib/session/SessionProvider';
import { accessLevel, MATRIX_ACTIONS, MATRIX_SUBJECTS, type AccessLevel } from './access';
import { CanDo, Denied, useDenialText } from './CanDo';
import { SectionHeader } from '../../components/SectionHeader';

const LEVELS: Record<AccessLevel, { palette: string; icon: string; label: string; legend: string }> = {
  allowed: {
    palette: 'green',
    icon: '✓',
    label: 'accessControl.status.allowed',
    legend: 'accessControl.legend.allowed',
  },
  limited: {
    palette: 'orange',
    icon: '◐',
    label: 'accessControl.status.limited',
    legend: 'accessControl.legend.limited',
  },
  denied: {
    palette: 'red',
    icon: '✕',
    label: 'accessControl.status.denied',
    legend: 'accessControl.legend.denied',
  },
};

/** Colour, a symbol and a word: the level reads without colour too. */
function LevelBadge({ level, title }: { level: AccessLevel; title?: string }) {
  const { t } = useTranslation();
  const { palette, icon, label } = LEVELS[level];
  return (
    <Badge colorPalette={palette} variant="subtle" title={title} gap="1.5" px="2">
      <span aria-hidden>{icon}</span>
      {t(label)}
    </Badge>
  );
}

const EXAMPLES = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'create', subject: 'User' },
  { action: 'manage', subject: 'Settings' },
  { action: 'delete', subject: 'Organization' },
] as const;

/** /access-control (read AclDemo): what the signed-in user may and may not do. */
export function AccessControlPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const ability = useAppAbility();
  const user = useSession(selectUser);
  const denialText = useDenialText();

  const matrix = useMemo(
    () =>
      MATRIX_SUBJECTS.map((subject) => ({
        subject,
        levels: MATRIX_ACTIONS.map((action) => ({ action, level: accessLevel(ability, action, subject) })),
      })),
    [ability],
  );
  const counts = useMemo(() => {
    const out: Record<AccessLevel, number> = { allowed: 0, limited: 0, denied: 0 };
    for (const row of matrix) for (const cell of row.levels) out[cell.level] += 1;
    return out;
  }, [matrix]);

  return (
    <Stack gap="6" maxW="6xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('accessControl.title')}
        </Heading>
        <Text color="fg.muted">{t('accessControl.subtitle')}</Text>
      </Stack>

      <Flex gap="3" align="center" wrap="wrap" bg="bg" borderWidth="1px" rounded="lg" px="5" py="4">
        <Text>{t('accessControl.signedInAs', { email: user?.email ?? '' })}</Text>
        <Badge colorPalette="primary" variant="solid">
          {user ? roleLabel(user.role) : null}
        </Badge>
        <Box flex="1" />
        <Button asChild size="sm" variant="outline" colorPalette="primary">
          <Link to="/pages/user-profile/permissions">{t('accessControl.viewRules')}</Link>
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(Object.keys(LEVELS) as AccessLevel[]).map((level) => (
          <Stack key={level} gap="2" bg="bg" borderWidth="1px" rounded="lg" p="5">
            <Flex align="center" justify="space-between" gap="3">
              <LevelBadge level={level} />
              <Text fontSize="2xl" fontWeight="semibold" data-testid={`count-${level}`}>
                {counts[level]}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {t(LEVELS[level].legend)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('accessControl.matrix.title')}
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" data-testid="access-matrix" interactive>
            <Table.Caption captionSide="top" textAlign="start" px="4" py="3" color="fg.muted">
              {t('accessControl.matrix.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader scope="col">{t('accessControl.matrix.subject')}</Table.ColumnHeader>
                {MATRIX_ACTIONS.map((action) => (
                  <Table.ColumnHeader key={action} scope="col" textAlign="center">
                    {t(`accessControl.actions.${action}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {matrix.map(({ subject, levels }) => (
                <Table.Row key={subject} data-subject={subject}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    <Code size="sm" variant="plain">
                      {subject}
                    </Code>
                  </Table.Cell>
                  {levels.map(({ action, level }) => (
                    <Table.Cell key={action} textAlign="center">
                      <LevelBadge
                        level={level}
                        title={level === 'denied' ? denialText(action, subject) : undefined}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack gap="3">
        <SectionHeader
          title={t('accessControl.examples.title')}
          subtitle={t('accessControl.examples.subtitle')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {EXAMPLES.map(({ action, subject }) => (
            <Stack key={`${action}-${subject}`} gap="3" bg="bg" borderWidth="1px" rounded="lg" p="5">
              <Code alignSelf="flex-start" size="sm" dir="ltr">
                {`<CanDo I="${action}" a="${subject}">`}
              </Code>
              <CanDo I={action} a={subject} fallback={<Denied I={action} a={subject} />}>
                <Flex gap="2" align="center" data-testid={`can-${action}-${subject}`}>
                  <Text
                    as="span"
                    aria-hidden
                    color={{ base: 'green.700', _dark: 'green.300' }}
                    fontWeight="bold"
                  >
                    ✓
                  </Text>
                  <Text>
                    {t('accessControl.examples.allowed', {
                      action: t(`accessControl.verbs.${action}`),
                      subject,
                    })}
                  </Text>
                </Flex>
              </CanDo>
            </Stack>
          ))}
          <Stack gap="3" bg="bg" borderWidth="1px" rounded="lg" p="5">
            <Code alignSelf="flex-start" size="sm" dir="ltr">
              {'<CanDo I="delete" a="User">{(allowed) => …}</CanDo>'}
            </Code>
            <CanDo I="delete" a="User">
              {(allowed) => (
                <Flex gap="3" align="center" wrap="wrap">
                  <Button size="sm" colorPalette="red" variant="outline" disabled={!allowed}>
                    {t('accessControl.examples.deleteUser')}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {allowed ? t('accessControl.examples.enabled') : t('accessControl.examples.disabled')}
                  </Text>
                </Flex>
              )}
            </CanDo>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
