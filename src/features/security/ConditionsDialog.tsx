import { useState } from 'react';
import { Button, Checkbox, CloseButton, Code, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { conditionsFor, presetsOf, PRESETS, type Conditions, type Preset } from './conditions';

/**
 * The conditions of one granted cell: own organisation, own team, own brand, own records (each a
 * placeholder the server fills in with the holder's value). Conditions written otherwise are
 * shown and kept.
 */
export function ConditionsDialog({
  open,
  onOpenChange,
  cellLabel,
  conditions,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Role › Module › Operation", translated. */
  cellLabel: string;
  conditions: Conditions | null;
  onSave: (conditions: Conditions | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted on each opening: starts from the cell's stored conditions. */}
            <ConditionsForm
              cellLabel={cellLabel}
              conditions={conditions}
              onSave={(next) => {
                onSave(next);
                onOpenChange(false);
              }}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('security.matrix.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ConditionsForm({
  cellLabel,
  conditions,
  onSave,
}: {
  cellLabel: string;
  conditions: Conditions | null;
  onSave: (conditions: Conditions | null) => void;
}) {
  const { t } = useTranslation();
  const initial = presetsOf(conditions);
  const [presets, setPresets] = useState<Preset[]>(initial.presets);
  const others = Object.entries(initial.other);
  const toggle = (preset: Preset, on: boolean) =>
    setPresets((current) => (on ? [...current, preset] : current.filter((p) => p !== preset)));
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
        <Dialog.Title>{t('security.matrix.conditionsTitle')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {cellLabel}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm">{t('security.matrix.conditionsHelp')}</Text>
          <Stack gap="3" role="group" aria-label={t('security.matrix.conditionsTitle')}>
            {PRESETS.map((preset) => (
              <Checkbox.Root
                key={preset}
                checked={presets.includes(preset)}
                onCheckedChange={(e) => toggle(preset, e.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Stack gap="0">
                  <Checkbox.Label>{t(`security.conditions.${preset}`)}</Checkbox.Label>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`security.conditions.${preset}Help`)}
                  </Text>
                </Stack>
              </Checkbox.Root>
            ))}
          </Stack>
          {others.length > 0 && (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                {t('security.matrix.otherConditions')}
              </Text>
              {others.map(([key, value]) => (
                <Code key={key} size="sm" dir="ltr" alignSelf="flex-start">
                  {key} = {JSON.stringify(value)}
                </Code>
              ))}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('security.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="primary" onClick={() => onSave(conditionsFor(presets, initial.other))}>
          {t('security.save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
