import { Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { Notice } from '../../components/feedback/Notice';
import { FrontPage } from './FrontNav';
import { HELP_CENTER_PATH, helpArticlePath } from './frontPaths';
import { HELP_ARTICLES, isHelpArticle, type HelpArticleId } from './helpArticles';
import { PageIntro } from './PageIntro';

/** /front-pages/help-center: the articles, each as a card. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <FrontPage>
      <PageIntro title={t('front.help.title')}>{t('front.help.subtitle')}</PageIntro>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
        {(Object.keys(HELP_ARTICLES) as HelpArticleId[]).map((id) => (
          <Card.Root as="li" key={id} position="relative" _hover={{ borderColor: 'border.emphasized' }}>
            <Card.Body gap="2">
              <Card.Title>
                <LinkOverlay asChild>
                  <Link to={helpArticlePath(id)}>{t(`front.help.articles.${id}.title`)}</Link>
                </LinkOverlay>
              </Card.Title>
              <Card.Description>{t(`front.help.articles.${id}.summary`)}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </FrontPage>
  );
}

/** /front-pages/help-center/article/{title}: one article, or a notice when there is none by that name. */
export function HelpArticlePage() {
  const { t } = useTranslation();
  const { title } = useParams();
  const back = <BackLink to={HELP_CENTER_PATH} label={t('front.help.back')} />;
  if (!isHelpArticle(title)) {
    return (
      <FrontPage maxW="3xl">
        {back}
        <Notice status="warning" text={t('front.help.notFound')} />
      </FrontPage>
    );
  }
  const key = `front.help.articles.${title}`;
  return (
    <FrontPage maxW="3xl">
      {back}
      <Stack as="article" gap="4" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="2xl">
          {t(`${key}.title`)}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {t(`${key}.summary`)}
        </Text>
        {Array.from({ length: HELP_ARTICLES[title].paragraphs }, (_, i) => (
          <Text key={i}>{t(`${key}.body.${i}`)}</Text>
        ))}
      </Stack>
    </FrontPage>
  );
}
