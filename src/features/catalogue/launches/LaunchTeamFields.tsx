import { Box, Button, Flex, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAUNCH_TEAM_ROLES } from '../../../../domain/catalogue/launch';
import { FormField } from '../../../components/data/FormDialog';
import { SectionHeader } from '../../../components/SectionHeader';
import { useCatalogueMessage } from '../catalogueMessages';
import { EnumOptions } from './FormSection';
import type { LaunchFormValues } from './launchFormat';
import { useLaunchText } from './useLaunchText';

/** The launch team: each member once, with a role; members are added from the people offered. */
export function LaunchTeamFields({
  form,
  people,
}: {
  form: UseFormReturn<LaunchFormValues>;
  people: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const text = useLaunchText();
  const message = useCatalogueMessage();
  const { register, control, formState } = form;
  const { errors } = formState;
  const team = useFieldArray({ control, name: 'team' });
  const teamError = errors.team?.message ?? errors.team?.root?.message;
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <SectionHeader
          title={t('launches.form.sections.team')}
          subtitle={t('launches.form.sections.teamHint')}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => team.append({ user: people[0]?.id ?? 0, role: 'marketing' })}
          disabled={people.length === 0}
          data-testid="add-member"
        >
          <Plus aria-hidden />
          {t('launches.form.addMember')}
        </Button>
      </Flex>
      {teamError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {message(teamError)}
        </Text>
      )}
      {team.fields.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('launches.form.noMembers')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('launches.form.sections.team')}>
          {team.fields.map((member, index) => (
            <HStack as="li" key={member.id} gap="3" align="flex-end" data-testid="team-member">
              <Box flex="2">
                <FormField
                  label={t('launches.form.member', { n: index + 1 })}
                  error={message(errors.team?.[index]?.user?.message)}
                >
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register(`team.${index}.user`, { valueAsNumber: true })}>
                      {people.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Box>
              <Box flex="1">
                <FormField label={t('launches.form.memberRole', { n: index + 1 })}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register(`team.${index}.role`)}>
                      <EnumOptions values={LAUNCH_TEAM_ROLES} label={text.role} />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Box>
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={t('launches.form.removeMember', { n: index + 1 })}
                title={t('launches.form.removeMember', { n: index + 1 })}
                onClick={() => team.remove(index)}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
