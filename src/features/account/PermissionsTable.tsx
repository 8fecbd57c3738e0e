import { Badge, Code, HStack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AbilityRule } from '../../../domain/access';

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

const conditionText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The rules of an ability (spec §3 "Ability rule"), one row each, in the order CASL reads them. */
export function PermissionsTable({ rules }: { rules: readonly AbilityRule[] }) {
  const { t } = useTranslation();
  if (!rules.length) return <Text color="fg.muted">{t('account.permissions.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="sm" data-testid="permissions-table">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('account.permissions.effect')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.permissions.action')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.permissions.subject')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.permissions.conditions')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.permissions.fields')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.map((rule, index) => (
            <Table.Row key={index}>
              <Table.Cell>
                {rule.inverted ? (
                  <Badge colorPalette="red" variant="subtle">
                    <span aria-hidden>✕</span> {t('account.permissions.deny')}
                  </Badge>
                ) : (
                  <Badge colorPalette="green" variant="subtle">
                    <span aria-hidden>✓</span> {t('account.permissions.allow')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {list(rule.action).map((action) => (
                    <Code key={action} size="sm" colorPalette="gray">
                      {action}
                    </Code>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {list(rule.subject).map((name) => (
                    <Code key={name} size="sm" colorPalette="primary">
                      {name}
                    </Code>
                  ))}
                </Wrap>
                {rule.reason && (
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {rule.reason}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {rule.conditions && Object.keys(rule.conditions).length ? (
                  <Wrap gap="1">
                    {Object.entries(rule.conditions).map(([key, value]) => (
                      <Code key={key} size="sm" variant="outline" dir="ltr">
                        {key} = {conditionText(value)}
                      </Code>
                    ))}
                  </Wrap>
                ) : (
                  <Text color="fg.muted">{t('account.permissions.anyRecord')}</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {rule.fields?.length ? (
                  <HStack gap="1" wrap="wrap">
                    {rule.fields.map((field) => (
                      <Code key={field} size="sm" variant="outline">
                        {field}
                      </Code>
                    ))}
                  </HStack>
                ) : (
                  <Text color="fg.muted">{t('account.permissions.allFields')}</Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
