import { useId, useState } from 'react';
import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/feedback/notify';
import { useOrganizations } from '../../lib/organizations';
import { useWorkingOrganization } from '../../lib/session/workingOrganization';

const ALL = '';

/**
 * The header's choice of the organisation to work in (every organisation, or one), shown only to
 * those who manage organisations. Every list follows it: the server narrows them.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const working = useWorkingOrganization();
  const organizations = useOrganizations();
  const [busy, setBusy] = useState(false);
  if (!working.allowed) return null;
  const onChange = async (value: string) => {
    setBusy(true);
    try {
      await working.choose(value === ALL ? null : Number(value));
    } catch {
      notify.failure(t('organizations.switcher.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    // From md up: on a phone the header keeps to its icon menus.
    <Box display="flex" alignItems="center" gap="2" hideBelow="md" data-testid="organization-switcher">
      <chakra.label htmlFor={id} display="flex" alignItems="center" color="fg.muted">
        <Building2 size={16} aria-hidden />
        <chakra.span srOnly>{t('organizations.switcher.label')}</chakra.span>
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto" minW="10rem" disabled={busy}>
        <NativeSelect.Field
          id={id}
          value={working.current === null ? ALL : String(working.current)}
          onChange={(e) => void onChange(e.target.value)}
        >
          <option value={ALL}>{t('organizations.switcher.all')}</option>
          {organizations.list.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
