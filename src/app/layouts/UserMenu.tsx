import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import { selectIsAuthenticated, selectUser } from '../../../machines/session';
import { useSession, useSessionActor } from '../../lib/session/SessionProvider';

const SIGN_OUT = 'sign-out';

/** Profile, settings and sign out (spec §4), from the header or, with the navbar hidden, the side bar. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const user = useSession(selectUser);
  const navigate = useNavigate();
  const displayName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  // The guard would send the now-anonymous page to /login?to=…; a deliberate sign-out lands
  // on a plain /login once the session has ended.
  const signOut = async () => {
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => !selectIsAuthenticated(s) && !s.hasTag('busy'));
    void navigate('/login', { replace: true });
  };
  // Items act on select, so a click and Enter on a highlighted item behave the same.
  const onSelect = ({ value }: { value: string }) => {
    if (value === SIGN_OUT) void signOut();
    else void navigate(value);
  };
  return (
    <Menu.Root positioning={{ placement: compact ? 'right-end' : 'bottom-end' }} onSelect={onSelect}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" px="2" aria-label={compact ? displayName : undefined}>
          <Avatar.Root size="2xs" colorPalette="primary" aria-hidden>
            <Avatar.Fallback name={displayName} />
          </Avatar.Root>
          <Text as="span" fontSize="sm" data-testid="current-user" srOnly={compact}>
            {displayName}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted">
                {user?.email}
              </Menu.ItemGroupLabel>
              <Menu.Item value="/pages/user-profile/profile">
                <User size={16} aria-hidden />
                {t('account.userMenu.profile')}
              </Menu.Item>
              <Menu.Item value="/pages/account-settings/account">
                <Settings size={16} aria-hidden />
                {t('account.userMenu.settings')}
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value={SIGN_OUT}>
              <LogOut size={16} aria-hidden />
              {t('auth.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
