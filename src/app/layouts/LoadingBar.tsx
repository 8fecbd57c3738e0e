import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useNavigation } from 'react-router';

// Creeps towards 90% while a route's code loads; nobody knows how long that takes.
const creep = keyframes`from { transform: scaleX(0); } to { transform: scaleX(0.9); }`;

/** The top bar while a page loads: grows while loading, fills to 100% and fades when done. */
export function LoadingBar() {
  return <ProgressLine loading={useNavigation().state !== 'idle'} />;
}

/**
 * What the router shows until the first page's code has loaded (its `HydrateFallback`): the same
 * bar, growing, where the page will be.
 */
export function FirstPageLoading() {
  return <ProgressLine loading />;
}

function ProgressLine({ loading }: { loading: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label="page loading"
      aria-busy={loading}
      position="fixed"
      top="0"
      insetStart="0"
      width="100%"
      height="3px"
      zIndex="max"
      bg="primary.500"
      transformOrigin="var(--loading-origin, left)"
      css={{ '[dir=rtl] &': { '--loading-origin': 'right' } }}
      animation={loading ? `${creep} 8s cubic-bezier(0.1, 0.8, 0.2, 1) forwards` : undefined}
      transform="scaleX(1)"
      opacity={loading ? 1 : 0}
      transition="opacity 0.4s ease 0.2s"
    />
  );
}
