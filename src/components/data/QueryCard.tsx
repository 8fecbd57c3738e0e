import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react';
import { LoadFailed } from '../feedback/LoadFailed';
import { Loading } from '../feedback/Loading';

/** The part of a TanStack query result a card reads. */
type CardQuery<T> = { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A card of a record's page that loads on its own (a timeline, a recall view): its title, then
 * what the query answered, its failure with Retry, or a spinner. Texts come translated.
 */
export function QueryCard<T>({
  title,
  description,
  failed,
  query,
  children,
}: {
  title: string;
  description?: string;
  /** Says the load failed. */
  failed: string;
  query: CardQuery<T>;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = <LoadFailed message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <Loading size="sm" />;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
