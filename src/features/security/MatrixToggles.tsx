import { chakra } from '@chakra-ui/react';
import { Check, Lock, Minus } from 'lucide-react';

/** What makes a toggle one stop of the grid's roving tab order. */
type StopProps = {
  ref: (el: HTMLButtonElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
};

/** One right of the role: a checkbox, orange when the right is a dangerous one. */
export function CellToggle({
  checked,
  label,
  dangerous,
  onClick,
  ...stop
}: StopProps & { checked: boolean; label: string; dangerous: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      data-testid="matrix-cell"
      onClick={onClick}
      {...stop}
      boxSize="7"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="md"
      borderWidth="2px"
      borderColor={checked ? (dangerous ? 'orange.solid' : 'primary.solid') : 'border.emphasized'}
      bg={checked ? (dangerous ? 'orange.solid' : 'primary.solid') : 'bg'}
      color={checked ? (dangerous ? 'orange.contrast' : 'primary.contrast') : undefined}
      focusVisibleRing="outside"
      _hover={{ borderColor: dangerous ? 'orange.fg' : 'primary.fg' }}
    >
      {checked && <Check size={16} strokeWidth={3} aria-hidden />}
    </chakra.button>
  );
}

/**
 * A right the role has from the role table: shown granted, read-only. It stays in the grid's tab
 * order (the arrow keys pass through it) and says why it cannot be changed.
 */
export function BuiltInToggle({ label, ...stop }: StopProps & { label: string }) {
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked
      aria-disabled
      aria-readonly
      aria-label={label}
      title={label}
      data-testid="matrix-cell"
      data-built-in=""
      {...stop}
      boxSize="7"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="md"
      borderWidth="2px"
      borderStyle="dotted"
      borderColor="border.emphasized"
      bg="bg.emphasized"
      color="fg.muted"
      cursor="not-allowed"
      focusVisibleRing="outside"
    >
      <Lock size={13} strokeWidth={2.5} aria-hidden />
    </chakra.button>
  );
}

/** A whole row's or column's rights at once: none, some or all of them granted. */
export function BulkToggle({
  state,
  label,
  disabled,
  onClick,
  ...stop
}: StopProps & { state: 'none' | 'some' | 'all'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      title={label}
      onClick={disabled ? undefined : onClick}
      opacity={disabled ? 0.4 : 1}
      {...stop}
      boxSize="6"
      flexShrink="0"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="sm"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      color={state === 'none' ? 'fg.subtle' : 'primary.fg'}
      focusVisibleRing="outside"
      _hover={{ bg: 'bg.muted' }}
    >
      {state === 'all' ? (
        <Check size={14} aria-hidden />
      ) : state === 'some' ? (
        <Minus size={14} aria-hidden />
      ) : null}
    </chakra.button>
  );
}
