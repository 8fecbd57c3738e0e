import { Badge, Code, Heading, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ComponentDoc } from './propDocs';

/** A component's props: name, type, whether required, and what it is for. */
export function PropsTable({ doc }: { doc: ComponentDoc }) {
  const { t } = useTranslation();
  const headingId = `props-${doc.component}`;
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {t('kit.props.title', { component: doc.component })}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby={headingId} data-testid={`props-${doc.component}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('kit.props.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('kit.props.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('kit.props.required')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('kit.props.description')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Object.entries(doc.props).map(([name, prop]) => (
              <Table.Row key={name}>
                <Table.Cell>
                  <Code dir="ltr">{name}</Code>
                </Table.Cell>
                <Table.Cell>
                  <Code dir="ltr" variant="outline" whiteSpace="normal">
                    {prop.type}
                  </Code>
                </Table.Cell>
                <Table.Cell>
                  {prop.required ? (
                    <Badge colorPalette="orange">{t('kit.props.yes')}</Badge>
                  ) : (
                    <Badge>{t('kit.props.no')}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell color="fg.muted">{t(`kit.props.${doc.component}.${name}`)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
