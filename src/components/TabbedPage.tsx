import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { RouteTabs, type RouteTab } from './resource/RouteTabs';

/** A page with a heading whose tabs are routes (`<base>/:tab`, see `RouteTabs`). */
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
  tabs: RouteTab[];
}) {
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {header}
      <RouteTabs base={base} tabs={tabs} />
    </Stack>
  );
}
