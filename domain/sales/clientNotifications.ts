import { z } from 'zod';

// Which messages a client receives, by channel: one switch per message and channel. A client
// that never chose has their organisation's defaults (its notification parameters; the product's
// own: every message by email, none by SMS).

export const CLIENT_MESSAGES = ['order_confirmation', 'shipping', 'invoice', 'payment_reminder'] as const;
export type ClientMessage = (typeof CLIENT_MESSAGES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const defaultNotification = (_message: ClientMessage, channel: NotificationChannel) =>
  channel === 'email';

export const NotificationPreferenceSchema = z.strictObject({
  message: z.enum(CLIENT_MESSAGES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/** Every message × channel, in the order of the lists above. */
export const ClientNotificationsSchema = z
  .object({ preferences: z.array(NotificationPreferenceSchema) })
  .meta({ id: 'ClientNotifications' });
export type ClientNotifications = z.infer<typeof ClientNotificationsSchema>;

const switchKey = (p: { message: string; channel: string }) => `${p.message}/${p.channel}`;

export const NOTIFICATION_SWITCHES = CLIENT_MESSAGES.length * NOTIFICATION_CHANNELS.length;
export const eachSwitchOnceMessage = 'Each message and channel once.';

/** A list of switches naming each message and channel at most once. */
export const switchList = () =>
  z
    .array(NotificationPreferenceSchema)
    .max(NOTIFICATION_SWITCHES)
    .refine((list) => new Set(list.map(switchKey)).size === list.length, eachSwitchOnceMessage);

/** The switches to set (the others stay as they are); each message and channel at most once. */
export const ClientNotificationsUpdateSchema = z
  .strictObject({ preferences: switchList() })
  .meta({ id: 'ClientNotificationsUpdate' });
export type ClientNotificationsUpdate = z.infer<typeof ClientNotificationsUpdateSchema>;

/**
 * The full grid, in the order of the lists above: the stored switches over the organisation's
 * `defaults` (its notification parameters), over the product's own for a switch neither names.
 */
export function notificationGrid(
  stored: NotificationPreference[],
  defaults: NotificationPreference[] = [],
): NotificationPreference[] {
  const chosen = new Map(stored.map((p) => [switchKey(p), p.enabled]));
  const usual = new Map(defaults.map((p) => [switchKey(p), p.enabled]));
  return CLIENT_MESSAGES.flatMap((message) =>
    NOTIFICATION_CHANNELS.map((channel) => {
      const key = switchKey({ message, channel });
      return {
        message,
        channel,
        enabled: chosen.get(key) ?? usual.get(key) ?? defaultNotification(message, channel),
      };
    }),
  );
}
