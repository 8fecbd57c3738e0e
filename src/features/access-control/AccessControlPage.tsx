import { useId, useMemo } from 'react';
import { Badge, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AREAS } from '../../../domain/access/areas';
import { selectUser } from '../../../machines/session';
import { useRoleLabel } from '../../lib/roleLabel';
import { useAppAbility, useSession } from '../../lib/session/SessionProvider';
import { useVocabulary } from '../../lib/vocabularyText';
import { permissionSentence, whatICanDo, type AreaAccess } from './whatICanDo';

/** One area of the product and what the reader may do in it, subject by subject. */
function AreaRights({ access }: { access: AreaAccess }) {
  const { t, i18n } = useTranslation();
  const words = useVocabulary();
  const headingId = useId();
  const area = AREAS.find((a) => a.code === access.area)!;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      data-area={access.area}
      gap="3"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p="5"
    >
      <Heading as="h2" size="md" id={headingId}>
        {words.application(area)}
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }}
        columnGap="6"
        rowGap="2"
      >
        {access.subjects.map(({ subject, permissions }) => (
          <Box key={subject} display="contents" data-subject={subject}>
            <chakra.dt fontWeight="medium" pt={{ md: '0.5' }}>
              {words.subject(subject)}
            </chakra.dt>
            <chakra.dd mb={{ base: '2', md: '0' }}>
              {permissions.map((permission) => {
                const sentence = permissionSentence(permission, t, i18n.language);
                return (
                  <Text key={`${permission.reach}-${permission.someFields}`}>
                    {sentence.actions}
                    <Text as="span" color="fg.muted">
                      {' · '}
                      {sentence.reach}
                    </Text>
                  </Text>
                );
              })}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}

/** /access-control (read AclDemo): what the signed-in user may do, area by area, in plain words. */
export function AccessControlPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const ability = useAppAbility();
  const user = useSession(selectUser);
  const areas = useMemo(() => whatICanDo(ability), [ability]);

  return (
    <Stack gap="6" maxW="5xl">
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

      {areas.length === 0 ? (
        <Text color="fg.muted">{t('accessControl.nothing')}</Text>
      ) : (
        areas.map((access) => <AreaRights key={access.area} access={access} />)
      )}
    </Stack>
  );
}
