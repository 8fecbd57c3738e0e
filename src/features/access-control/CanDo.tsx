import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { denialReason } from './access';

/**
 * Shows `children` when the signed-in user may do `I` on `a` (optionally on one field), else
 * `fallback`. With a function as children it always renders, told whether it is allowed (to
 * disable rather than hide).
 */
export function CanDo({
  I,
  a,
  field,
  children,
  fallback = null,
}: {
  I: string;
  a: string;
  field?: string;
  children: ReactNode | ((allowed: boolean) => ReactNode);
  fallback?: ReactNode;
}) {
  const ability = useAppAbility();
  const allowed = !!ability?.can(I, a, field);
  if (typeof children === 'function') return children(allowed);
  return allowed ? children : fallback;
}

/** "You don't have permission to {action} {subject}", or the deciding rule's own reason (spec §6). */
export function useDenialText() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return (action: string, subject: string) =>
    denialReason(ability, action, subject) ??
    t('accessControl.denied', {
      action: t(`accessControl.verbs.${action}`, { defaultValue: action }),
      subject,
    });
}

/** The denial text in a warning box, as the fallback of a `CanDo`. */
export function Denied({ I, a }: { I: string; a: string }) {
  const text = useDenialText();
  return (
    <Alert.Root status="warning" variant="subtle">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text(I, a)}</Alert.Title>
    </Alert.Root>
  );
}
