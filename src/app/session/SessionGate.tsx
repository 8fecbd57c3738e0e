import type { ReactNode } from 'react';
import { selectIsInitialized } from '../../../machines/session';
import { useSession } from '../../lib/session/SessionProvider';

/** Routes decide only once the stored session has been restored (init happens once). */
export function SessionGate({ children }: { children: ReactNode }) {
  return useSession(selectIsInitialized) ? children : null;
}
