import { Accordion, Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { FrontPage } from './FrontNav';

const QUESTIONS = [
  'what',
  'organisations',
  'roles',
  'data',
  'signIn',
  'account',
  'forgot',
  'expired',
  'password',
  'signedOut',
  'language',
] as const;

/** /pages/faq: what the product is, who sees what, signing in, passwords and languages. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <FrontPage maxW="3xl">
      <PageIntro title={t('front.faq.title')}>{t('front.faq.subtitle')}</PageIntro>
      <Box bg="bg" borderWidth="1px" rounded="lg" px="6" py="2">
        <Accordion.Root collapsible defaultValue={[QUESTIONS[0]]}>
          {QUESTIONS.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.ItemTrigger py="4">
                <Text flex="1" fontWeight="medium" textAlign="start">
                  {t(`front.faq.items.${id}.question`)}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted" pt="0">
                  {t(`front.faq.items.${id}.answer`)}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Box>
    </FrontPage>
  );
}
