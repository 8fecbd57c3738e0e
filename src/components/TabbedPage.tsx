import type { ReactNode } from 'react';
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

export interface PageTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A page whose tabs are routes (`<base>/:tab`): the URL says which tab is open, and an unknown
 * tab is replaced by the first one.
 */
export function TabbedPage({
  base,
  title,
  subtitle,
  header,
  tabs,
}: {
  base: string;
  title: string;
  subtitle?: string;
  header?: ReactNode;
  tabs: PageTab[];
}) {
  const { tab } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((t) => t.value === tab);
  if (!current) return <Navigate to={{ pathname: `${base}/${tabs[0]!.value}`, search }} replace />;
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {header}
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
    </Stack>
  );
}
