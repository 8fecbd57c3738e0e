import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/feedback/notify';
import { useOrganizations } from '../../lib/organizations';
import { useWorkingOrganization } from '../../lib/session/workingOrganization';
import { ChoiceMenu, ChoiceSelect, useCompactHeader, type Choice } from './ChoiceControls';

const ALL = '';

/**
 * The header's choice of the organisation to work in (every organisation, or one), shown only to
 * those who manage organisations. Every list follows it: the server narrows them. On a phone it
 * is an icon button opening the same choice as a menu, like the language and the theme.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const working = useWorkingOrganization();
  const organizations = useOrganizations();
  const compact = useCompactHeader();
  const [busy, setBusy] = useState(false);
  if (!working.allowed) return null;
  const choice: Choice = {
    label: t('organizations.switcher.label'),
    value: working.current === null ? ALL : String(working.current),
    options: [
      { value: ALL, label: t('organizations.switcher.all') },
      ...organizations.list.map((o) => ({ value: String(o.id), label: o.name })),
    ],
    onChange: (value) => {
      setBusy(true);
      working
        .choose(value === ALL ? null : Number(value))
        .catch(() => notify.failure(t('organizations.switcher.failed')))
        .finally(() => setBusy(false));
    },
    icon: <Building2 size={18} aria-hidden />,
    disabled: busy,
  };
  if (compact) return <ChoiceMenu {...choice} />;
  return (
    <Box display="flex" alignItems="center" gap="2" color="fg.muted" data-testid="organization-switcher">
      <Building2 size={16} aria-hidden />
      <ChoiceSelect {...choice} />
    </Box>
  );
}
