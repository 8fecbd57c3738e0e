import { Stack, Text } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NotificationParameters } from '../../../domain/parameters/applicationParameters';
import { NotificationGrid } from '../../components/sales/NotificationGrid';
import { useParameterMessage } from './parameterMessages';

/** Notifications: the messages a client who never chose receives, by channel. */
export function NotificationFields({
  form,
  editable,
}: {
  form: UseFormReturn<NotificationParameters>;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const text = useParameterMessage();
  const switches = useWatch({ control: form.control, name: 'client_messages' });
  const at = (message: string, channel: string) =>
    switches.findIndex((p) => p.message === message && p.channel === channel);
  const error = text(
    form.formState.errors.client_messages?.message ?? form.formState.errors.client_messages?.root?.message,
  );
  return (
    <Stack gap="3">
      <NotificationGrid
        label={t('parameters.fields.clientMessages')}
        isOn={(message, channel) => switches[at(message, channel)]?.enabled ?? false}
        onChange={(message, channel, on) =>
          form.setValue(`client_messages.${at(message, channel)}.enabled`, on, { shouldDirty: true })
        }
        disabled={!editable || form.formState.isSubmitting}
      />
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
