import type { ReactNode } from 'react';
import { Box, Code, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/BackLink';
import { PropsTable } from './PropsTable';
import type { ComponentDoc } from './propDocs';
import { KIT_EXAMPLES, KIT_INDEX_PATH, type KitExampleId } from './registry';

/**
 * Where the repository's files can be browsed (`VITE_SOURCE_URL`, e.g. a forge's tree at the
 * deployed commit): each source path links there; without it the path is shown as it is.
 */
const SOURCE_URL = (import.meta.env.VITE_SOURCE_URL as string | undefined)?.replace(/\/$/, '');

function SourcePath({ path }: { path: string }) {
  if (!SOURCE_URL)
    return (
      <Code dir="ltr" data-testid="example-source">
        {path}
      </Code>
    );
  return (
    <Link href={`${SOURCE_URL}/${path}`} target="_blank" rel="noreferrer" data-testid="example-source">
      <Code dir="ltr">{path}</Code>
    </Link>
  );
}

/** An example's page: what it shows, the live example, its props and its source files. */
export function ExampleFrame({
  id,
  docs,
  children,
}: {
  id: KitExampleId;
  /** The tables of the components it shows. */
  docs: ComponentDoc[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const example = KIT_EXAMPLES.find((e) => e.id === id)!;
  return (
    <Stack gap="6" maxW="6xl" data-testid={`example-${id}`}>
      <BackLink to={KIT_INDEX_PATH} label={t('kit.index.title')} />
      <Stack gap="1">
        <Text color="fg.muted" fontSize="sm">
          {t(`kit.sections.${example.section}`)}
        </Text>
        <Heading as="h1" size="2xl">
          {t(`kit.examples.${id}.title`)}
        </Heading>
        <Text color="fg.muted">{t(`kit.examples.${id}.description`)}</Text>
      </Stack>
      <Box
        as="section"
        aria-label={t('kit.live')}
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
        bg="bg"
      >
        {children}
      </Box>
      {docs.length === 0 ? (
        <Text color="fg.muted">{t(`kit.examples.${id}.noProps`)}</Text>
      ) : (
        docs.map((doc) => <PropsTable key={doc.component} doc={doc} />)
      )}
      <Stack gap="2" as="section" aria-labelledby="example-sources">
        <Heading as="h3" size="sm" id="example-sources">
          {t('kit.sources')}
        </Heading>
        <HStack wrap="wrap" gap="2">
          {example.sources.map((path) => (
            <SourcePath key={path} path={path} />
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}
