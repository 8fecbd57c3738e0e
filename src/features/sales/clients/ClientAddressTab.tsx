import { Button, Card, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Copy, Pencil } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_PARTS, ClientUpdateSchema, type Client } from '../../../../domain/sales/client';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import { useEditor } from '../../../components/data/rowDialogs';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useSalesMessage } from '../salesMessages';
import { clientResource } from './clientResource';

const SIDES = ['billing', 'shipping'] as const;
type Side = (typeof SIDES)[number];
const fieldsOf = (side: Side) => ADDRESS_PARTS.map((part) => `${side}_${part}` as const);
const ADDRESS_FIELDS = SIDES.flatMap(fieldsOf);
type AddressField = (typeof ADDRESS_FIELDS)[number];
type AddressForm = UseFormReturn<Record<AddressField, string>, unknown, unknown>;

/** An address on lines: the street, then postal code and city, then state and country; or "none". */
function AddressCard({ client, side }: { client: Client; side: Side }) {
  const { t } = useTranslation();
  const [street, city, state, postal, country] = fieldsOf(side).map((f) => client[f]);
  const lines = [
    street,
    [postal, city].filter(Boolean).join(' '),
    [state, country].filter(Boolean).join(', '),
  ];
  const shown = lines.filter(Boolean);
  return (
    <Card.Root variant="outline" data-testid={`${side}-address`}>
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          {t(`clients.address.${side}`)}
        </Heading>
        {shown.length ? (
          <Stack gap="0">
            {shown.map((line, i) => (
              <Text key={i} fontWeight={i === 0 ? 'medium' : 'normal'} color={i === 0 ? 'fg' : 'fg.muted'}>
                {line}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('clients.address.none')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The address and billing tab: where the client is billed and where its orders are shipped,
 * with its tax number; edited together in one dialog, the shipping address copied from the
 * billing one at a click.
 */
export function ClientAddressTab({ client, canChange }: { client: Client; canChange: boolean }) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const editor = useEditor<Client>();
  const { update } = useResourceMutations(clientResource);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {client.tax_id
            ? t('clients.address.taxId', { taxId: client.tax_id })
            : t('clients.address.noTaxId')}
        </Text>
        {canChange && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => editor.edit(client)}
            data-testid="edit-addresses"
          >
            <Pencil aria-hidden />
            {t('clients.address.edit')}
          </Button>
        )}
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SIDES.map((side) => (
          <AddressCard key={side} client={client} side={side} />
        ))}
      </SimpleGrid>
      {editor.row && (
        <FormDialog
          key={editor.key}
          {...editor.dialog}
          title={t('clients.address.editTitle', { name: client.name })}
          submitLabel={t('clients.dialog.save')}
          schema={ClientUpdateSchema}
          fields={ADDRESS_FIELDS}
          defaultValues={Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, client[f]])) as never}
          size="lg"
          onSubmit={(values) =>
            withNotice(
              changeId(clientResource.path, 'update', client.id),
              { success: t('clients.dialog.updated'), failure: t('clients.dialog.updateFailed') },
              () => update.mutateAsync({ id: client.id, body: values }),
            )
          }
        >
          {(rawForm) => {
            const form = rawForm as unknown as AddressForm;
            const copy = () => {
              for (const part of ADDRESS_PARTS)
                form.setValue(`shipping_${part}`, form.getValues(`billing_${part}`), { shouldDirty: true });
            };
            return (
              <Stack gap="5">
                {SIDES.map((side) => (
                  <Stack key={side} gap="3" as="fieldset">
                    <Flex justify="space-between" align="center">
                      <Heading as="legend" size="sm">
                        {t(`clients.address.${side}`)}
                      </Heading>
                      {side === 'shipping' && (
                        <Button size="xs" variant="ghost" onClick={copy} data-testid="copy-billing">
                          <Copy aria-hidden />
                          {t('clients.address.sameAsBilling')}
                        </Button>
                      )}
                    </Flex>
                    <FormField
                      label={t('clients.address.street')}
                      error={text(form.formState.errors[`${side}_address`]?.message)}
                    >
                      <Input autoComplete="off" {...form.register(`${side}_address`)} />
                    </FormField>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                      {(['city', 'postal_code', 'state', 'country'] as const).map((part) => (
                        <FormField
                          key={part}
                          label={t(`clients.address.${part}`)}
                          error={text(form.formState.errors[`${side}_${part}`]?.message)}
                        >
                          <Input autoComplete="off" {...form.register(`${side}_${part}`)} />
                        </FormField>
                      ))}
                    </SimpleGrid>
                  </Stack>
                ))}
              </Stack>
            );
          }}
        </FormDialog>
      )}
    </Stack>
  );
}
