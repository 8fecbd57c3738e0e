import { lazy, Suspense, type ReactNode } from 'react';
import { IconButton, NativeSelect, useBreakpointValue } from '@chakra-ui/react';
import { drawsServerPage, useHydrated } from '../../ssr/serverDrawn';

/** A choice of the header (a preference, the organisation one works in) offered as one among a few: its name, its options and how to change it. */
export type Choice = {
  /** The translated name, the control's accessible name. */
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** What the compact header shows in place of the choice's name. */
  icon: ReactNode;
  /** While a change is being made. */
  disabled?: boolean;
};

export function ChoiceSelect({ label, value, options, onChange, disabled }: Choice) {
  // On a page the server drew, a choice made before the app has taken over would change the
  // select and nothing else.
  const hydrated = useHydrated();
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={disabled || !hydrated}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The button a compact header shows for a choice: its icon, named after it. */
export const choiceButtonProps = ({ label, disabled }: Choice) =>
  ({ 'aria-label': label, title: label, variant: 'ghost', size: 'sm', disabled }) as const;

// The menu's code (Zag's menu and Floating UI, ~18 KB compressed) is not the sign-in page's: it comes
// with the signed-in screens' code, which that page prefetches once idle, and which a signed-in
// page loads anyway. A compact header shows the button meanwhile, not yet opening anything.
const LoadedChoiceMenu = lazy(() => import('./ChoiceMenu'));

/** The same choice behind an icon button named after it: a menu whose checked item is the current value. */
export function ChoiceMenu(choice: Choice) {
  return (
    <Suspense
      fallback={
        <IconButton {...choiceButtonProps(choice)} disabled>
          {choice.icon}
        </IconButton>
      }
    >
      <LoadedChoiceMenu {...choice} />
    </Suspense>
  );
}

/**
 * Below the md breakpoint a select has no room for its value: the header's choices become icon
 * buttons opening a menu. One control per choice in the page (not a hidden twin), so its name
 * stays unique. A server-rendered page (src/ssr/) is drawn for a wide window first, as the server
 * drew it.
 */
export function useCompactHeader() {
  return useBreakpointValue({ base: true, md: false }, { ssr: drawsServerPage(), fallback: 'md' }) ?? false;
}
