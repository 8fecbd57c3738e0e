import { z } from 'zod';

// Which messages a client receives, by channel: one switch per message and channel. A client
// that never chose has the defaults (every message by email, none by SMS).

export const CLIENT_MESSAGES = ['order_confirmation', 'shipping', 'invoice', 'payment_reminder'] as const;
export type ClientMessage = (typeof CLIENT_MESSAGES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const defaultNotification = (_message: ClientMessage, channel: NotificationChannel) =>
  channel === 'email';

const Preference = z.strictObject({
  message: z.enum(CLIENT_MESSAGES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof Preference>;

/** Every message × channel, in the order of the lists above. */
export const ClientNotificationsSchema = z
  .object({ preferences: z.array(Preference) })
  .meta({ id: 'ClientNotifications' });
export type ClientNotifications = z.infer<typeof ClientNotificationsSchema>;

/** The switches to set (the others stay as they are); each message and channel at most once. */
export const ClientNotificationsUpdateSchema = z
  .strictObject({
    preferences: z
      .array(Preference)
      .max(CLIENT_MESSAGES.length * NOTIFICATION_CHANNELS.length)
      .refine(
        (list) => new Set(list.map((p) => `${p.message}/${p.channel}`)).size === list.length,
        'Each message and channel once.',
      ),
  })
  .meta({ id: 'ClientNotificationsUpdate' });
export type ClientNotificationsUpdate = z.infer<typeof ClientNotificationsUpdateSchema>;

/** The full grid: the stored switches over the defaults. */
export function notificationGrid(stored: NotificationPreference[]): NotificationPreference[] {
  const chosen = new Map(stored.map((p) => [`${p.message}/${p.channel}`, p.enabled]));
  return CLIENT_MESSAGES.flatMap((message) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      message,
      channel,
      enabled: chosen.get(`${message}/${channel}`) ?? defaultNotification(message, channel),
    })),
  );
}
