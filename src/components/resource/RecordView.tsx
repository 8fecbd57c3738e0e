import type { ReactNode } from 'react';
import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ConfirmDialog } from '../data/ConfirmDialog';
import { useDeleting } from '../data/rowDialogs';
import { changeId, withNotice } from '../feedback/notify';
import type { ListPath, Resource } from './resource';
import { canOnResource } from './resourceAbility';
import { useResourceMutations } from './useResourceMutations';

/** A label and its value, as a record's page lists them. */
export type Field = readonly [label: string, value: ReactNode];

/** A record's fields, label beside value, in a card. */
export function FieldCard({ fields }: { fields: readonly Field[] }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

type Row = { id: number; id_organization: number; name: string };

/**
 * The page of one record of a resource: its kind and name, Edit and Delete for those the rules let
 * change it (judged as the server judges, `canOnResource`), its fields, and the delete question;
 * once deleted, back to the list. Texts come translated.
 */
export function RecordView<P extends ListPath>({
  resource,
  record,
  texts,
  fields,
  editTo,
  listPath,
  errorText,
  maxW,
}: {
  resource: Pick<Resource<P>, 'path' | 'name' | 'subject' | 'writeAction' | 'asSubject'>;
  record: Row;
  texts: {
    kind: string;
    edit: string;
    delete: string;
    deleteTitle: string;
    deleteBody: string;
    deleted: string;
    deleteFailed: string;
  };
  fields: readonly Field[];
  editTo: string;
  listPath: string;
  /** Says a refused delete's reason in the reader's language. */
  errorText?: (message: string) => string | undefined;
  maxW?: string;
}) {
  const navigate = useNavigate();
  const ability = useAppAbility();
  const deleting = useDeleting<Row>();
  const { remove } = useResourceMutations(resource);
  return (
    <Stack gap="5" maxW={maxW}>
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {texts.kind}
          </Text>
          <Heading as="h1" size="2xl">
            {record.name}
          </Heading>
        </Stack>
        <HStack gap="2">
          {canOnResource(ability, resource, 'update', record) && (
            <Button asChild variant="outline" data-testid={`edit-${resource.name}`}>
              <RouterLink to={editTo}>
                <Pencil aria-hidden />
                {texts.edit}
              </RouterLink>
            </Button>
          )}
          {canOnResource(ability, resource, 'delete', record) && (
            <Button variant="outline" colorPalette="red" onClick={() => deleting.ask(record)}>
              <Trash2 aria-hidden />
              {texts.delete}
            </Button>
          )}
        </HStack>
      </HStack>
      <FieldCard fields={fields} />
      <ConfirmDialog
        {...deleting.dialog}
        title={texts.deleteTitle}
        body={texts.deleteBody}
        confirmLabel={texts.delete}
        destructive
        errorText={errorText}
        onConfirm={async () => {
          await withNotice(
            changeId(resource.path, 'delete', record.id),
            { success: texts.deleted, failure: texts.deleteFailed },
            () => remove.mutateAsync(record.id),
          );
          await navigate(listPath);
        }}
      />
    </Stack>
  );
}
