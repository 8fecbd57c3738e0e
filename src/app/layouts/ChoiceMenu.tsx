// The compact header's menu for a choice, loaded when first shown (see ChoiceControls.tsx).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { choiceButtonProps, type Choice } from './ChoiceControls';

/** A choice behind an icon button named after it: a menu whose checked item is the current value. */
export default function ChoiceMenu(choice: Choice) {
  const { label, value, options, onChange, icon } = choice;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton {...choiceButtonProps(choice)}>{icon}</IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value)}>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value}>
                  <Menu.ItemIndicator />
                  {option.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
