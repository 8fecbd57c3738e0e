import type { ReactNode } from 'react';
import { Box, Heading, HStack, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

const RouterLink = chakra(Link);

/** A titled part of a dashboard (a chart, a short list), with an optional link beside its title. */
export function DashboardPanel({
  title,
  action,
  children,
  testId,
}: {
  /** Translated text. */
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={testId}>
      <HStack justify="space-between" align="baseline" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** A panel's link to the whole list it shows part of. */
export function MoreLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <RouterLink
      to={to}
      fontSize="sm"
      color="primary.fg"
      textDecoration="underline"
      textUnderlineOffset="2px"
      data-testid={testId}
    >
      {children}
    </RouterLink>
  );
}
