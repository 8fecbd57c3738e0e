import { Accordion, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';

const QUESTIONS = ['signIn', 'account', 'forgot', 'expired', 'password', 'signedOut', 'language'] as const;

/** /pages/faq: signing in, passwords and languages. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="8" w="full" maxW="3xl" py="4">
      <PageIntro title={t('pages.faq.title')}>{t('pages.faq.subtitle')}</PageIntro>
      <Box bg="bg" borderWidth="1px" rounded="lg" px="6" py="2">
        <Accordion.Root collapsible defaultValue={[QUESTIONS[0]]}>
          {QUESTIONS.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.ItemTrigger py="4">
                <Text flex="1" fontWeight="medium" textAlign="start">
                  {t(`pages.faq.items.${id}.question`)}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted" pt="0">
                  {t(`pages.faq.items.${id}.answer`)}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Box>
    </Stack>
  );
}
