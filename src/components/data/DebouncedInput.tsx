import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, chakra, CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How long a search or filter box waits after the last keystroke before it applies. */
export const DEBOUNCE_MS = 350;

/**
 * A text box whose value applies after a pause in typing (at once on Enter), e.g. a list's
 * search. It follows `value` when that changes elsewhere (the back button, "clear filters").
 */
export function DebouncedInput({
  value,
  onCommit,
  label,
  placeholder,
  type = 'search',
  icon,
  visibleLabel = false,
  width,
  inputMode,
}: {
  value: string;
  onCommit: (value: string) => void;
  /** Translated; the accessible name, shown above the box only if `visibleLabel`. */
  label: string;
  placeholder?: string;
  type?: 'search' | 'text';
  icon?: ReactNode;
  visibleLabel?: boolean;
  width?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  // On a page the server drew, the box may hold what was typed before the app took over: the
  // first render after hydration would put the drawn value back over it, so it is taken as typed.
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
    // Once, as the box mounts: later its value is the state's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onCommit(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <Box flex={width ? undefined : '1'} minW={width ? undefined : '14rem'} maxW={width ? undefined : 'sm'} w={width}>
      <chakra.label
        htmlFor={id}
        srOnly={!visibleLabel}
        display="block"
        fontSize="sm"
        fontWeight="medium"
        mb="1.5"
      >
        {label}
      </chakra.label>
      <InputGroup
        startElement={icon}
        endElement={
          text ? (
            <CloseButton
              size="2xs"
              me="-2"
              aria-label={t('data.table.clearInput', { label })}
              onClick={() => {
                setText('');
                onCommit('');
              }}
            />
          ) : undefined
        }
      >
        <Input
          ref={box}
          id={id}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onCommit(text.trim());
            }
          }}
          autoComplete="off"
        />
      </InputGroup>
    </Box>
  );
}
