import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

export interface RouteTab {
  value: string;
  /** Translated. */
  label: string;
  content: ReactNode;
}

/**
 * Tabs that are routes (`<base>/:tab`): the URL says which tab is open (a link or a reload opens
 * it again), and a missing or unknown tab is replaced by the first one.
 */
export function RouteTabs({ base, tabs }: { base: string; tabs: RouteTab[] }) {
  const { tab } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((t) => t.value === tab);
  if (!current) return <Navigate to={{ pathname: `${base}/${tabs[0]!.value}`, search }} replace />;
  return (
    <Tabs.Root
      value={current.value}
      onValueChange={({ value }) => void navigate(`${base}/${value}`)}
      variant="line"
      colorPalette="primary"
      lazyMount
      unmountOnExit
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="6">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
