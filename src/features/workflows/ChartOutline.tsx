import { useEffect, useRef } from 'react';
import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { transitionLabel, type ChartState, type MachineChart } from '../../../machines/chart';
import { stateTitle } from './model/chartLayout';
import type { ChartOverlay } from './StateChart';

const List = chakra('ul');
const Item = chakra('li');

/**
 * The chart as text, beside the drawing: each state (nested as in the machine) with its
 * transitions, `EVENT [guard] → target`. What a screen reader reads and a search finds; the
 * active states and the transitions just taken are marked, the state selected in the drawing
 * is scrolled to.
 */
export function ChartOutline({
  chart,
  active,
  taken,
  selected,
  overlay,
}: {
  chart: MachineChart;
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  selected: string | null;
  /** The same figures and path as the drawing, in words. */
  overlay?: ChartOverlay;
}) {
  const { t } = useTranslation();
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const name = (id: string) => byId.get(id)?.path.join('.') || chart.id;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selected) return;
    container.current
      ?.querySelector(`[data-outline-state="${CSS.escape(selected)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const steps = (numbers: number[] | undefined) =>
    numbers && overlay ? t('workflows.path.steps', { steps: numbers.map(overlay.number).join(', ') }) : null;

  const renderState = (state: ChartState) => {
    const transitions = chart.transitions.filter((transition) => transition.source === state.id);
    const isActive = active.has(state.id);
    return (
      <Item
        key={state.id}
        data-outline-state={state.id}
        data-active={isActive || undefined}
        listStyleType="none"
        ps={state.parent ? '3' : '0'}
        borderStartWidth={state.parent ? '1px' : '0'}
        mt="1"
      >
        <HStack
          gap="1.5"
          wrap="wrap"
          px="1"
          rounded="sm"
          bg={selected === state.id ? 'orange.subtle' : isActive ? 'blue.subtle' : undefined}
        >
          <Text as="span" fontWeight="semibold" fontFamily={state.label ? undefined : 'mono'} textStyle="sm">
            {stateTitle(state)}
          </Text>
          {state.label && (
            <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted" dir="ltr">
              {state.key}
            </Text>
          )}
          {state.badges?.map((badge) => (
            <Badge key={badge} size="sm" variant="outline">
              {badge}
            </Badge>
          ))}
          {state.initial && state.parent && <Badge size="sm">{t('workflows.chart.initial')}</Badge>}
          {state.type === 'final' && <Badge size="sm">{t('workflows.chart.final')}</Badge>}
          {state.type === 'parallel' && <Badge size="sm">{t('workflows.chart.parallel')}</Badge>}
          {isActive && (
            <Badge size="sm" colorPalette="blue">
              {t('workflows.chart.active')}
            </Badge>
          )}
          {overlay?.figures?.states[state.id] && (
            <Badge size="sm" colorPalette="gray" data-outline-figure>
              {overlay.figures.states[state.id]!.text}
            </Badge>
          )}
          {steps(overlay?.path?.states[state.id]) && (
            <Badge size="sm" colorPalette="purple" data-outline-path>
              {steps(overlay?.path?.states[state.id])}
            </Badge>
          )}
        </HStack>
        {state.description && (
          // The machine's own words (English), written as they are in any language.
          <Text textStyle="xs" color="fg.muted" px="1" dir="auto">
            {state.description}
          </Text>
        )}
        {transitions.length > 0 && (
          <List
            aria-label={t('workflows.outline.transitionsOf', { state: stateTitle(state) })}
            ps="2"
            textStyle="xs"
          >
            {transitions.map((transition) => (
              <Item
                key={transition.id}
                listStyleType="none"
                fontFamily="mono"
                dir="ltr"
                textAlign="start"
                data-transition={transition.id}
                color={taken.has(transition.id) ? 'orange.fg' : undefined}
                fontWeight={taken.has(transition.id) ? 'bold' : undefined}
              >
                {transitionLabel(transition)} →{' '}
                {transition.targets.length
                  ? transition.targets.map(name).join(', ')
                  : t('workflows.outline.stays')}
                {overlay?.figures?.transitions[transition.id] && (
                  // Figures in the reader's language and direction, after the machine's own words.
                  <Text
                    as="span"
                    display="block"
                    dir="auto"
                    fontFamily="body"
                    color="fg.muted"
                    data-outline-figure
                  >
                    {overlay.figures.transitions[transition.id]!.text}
                  </Text>
                )}
                {steps(overlay?.path?.transitions[transition.id]) && (
                  <Text
                    as="span"
                    display="block"
                    dir="auto"
                    fontFamily="body"
                    color="purple.fg"
                    fontWeight="bold"
                    data-outline-path
                  >
                    {steps(overlay?.path?.transitions[transition.id])}
                  </Text>
                )}
              </Item>
            ))}
          </List>
        )}
        {state.children.length > 0 && <List>{state.children.map((id) => renderState(byId.get(id)!))}</List>}
      </Item>
    );
  };

  return (
    <Box
      ref={container}
      as="nav"
      aria-label={t('workflows.outline.label')}
      overflowY="auto"
      maxH={{ lg: '600px' }}
      // Scrolls on its own: reachable from the keyboard.
      tabIndex={0}
      borderWidth="1px"
      rounded="md"
      p="3"
    >
      <List>{renderState(chart.states[0]!)}</List>
    </Box>
  );
}
