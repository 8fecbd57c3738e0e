import { Switch, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_MESSAGES,
  NOTIFICATION_CHANNELS,
  type ClientMessage,
  type NotificationChannel,
} from '../../../domain/sales/clientNotifications';

/**
 * The switches of which messages a client receives (order confirmation, shipping, invoice,
 * payment reminder) on which channel (email, SMS): a client's own, or the organisation's
 * defaults for clients who never chose.
 */
export function NotificationGrid({
  label,
  isOn,
  onChange,
  disabled,
}: {
  /** The table's name, translated. */
  label: string;
  isOn: (message: ClientMessage, channel: NotificationChannel) => boolean;
  onChange: (message: ClientMessage, channel: NotificationChannel, on: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{label}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('clients.notifications.message')}</Table.ColumnHeader>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.ColumnHeader key={channel} textAlign="center">
                {t(`clients.notifications.channels.${channel}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {CLIENT_MESSAGES.map((message) => (
            <Table.Row key={message}>
              <Table.Cell fontWeight="medium">{t(`clients.notifications.messages.${message}`)}</Table.Cell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Cell key={channel} textAlign="center">
                  <Switch.Root
                    data-testid={`switch-${message}-${channel}`}
                    checked={isOn(message, channel)}
                    disabled={disabled}
                    colorPalette="primary"
                    onCheckedChange={(e) => onChange(message, channel, e.checked)}
                  >
                    <Switch.HiddenInput data-testid={`notify-${message}-${channel}`} />
                    <Switch.Control />
                    <Switch.Label srOnly>
                      {t('clients.notifications.switchLabel', {
                        message: t(`clients.notifications.messages.${message}`),
                        channel: t(`clients.notifications.channels.${channel}`),
                      })}
                    </Switch.Label>
                  </Switch.Root>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
