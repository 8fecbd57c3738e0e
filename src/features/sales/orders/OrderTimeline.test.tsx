// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderTransition } from '../../../../domain/sales/order';
import { renderInApp } from '../../../components/data/test-support';
import { OrderTimeline } from './OrderTimeline';

afterEach(cleanup);

const entry = (over: Partial<OrderTransition>): OrderTransition => ({
  id: 1,
  from_status: null,
  to_status: 'pending',
  event: 'CREATE',
  user: 3,
  user_name: 'Ada Admin',
  note: '',
  created_at: '2026-03-04T10:20:00Z',
  ...over,
});

describe('OrderTimeline', () => {
  it('shows the creation, then each change: event, from, to, who, when and the note', () => {
    renderInApp(
      <OrderTimeline
        transitions={[
          entry({}),
          entry({
            id: 2,
            from_status: 'pending',
            to_status: 'confirmed',
            event: 'CONFIRM',
            note: 'Stock checked',
          }),
          entry({
            id: 3,
            from_status: 'confirmed',
            to_status: 'cancelled',
            event: 'CANCEL',
            user: null,
            user_name: null,
          }),
        ]}
      />,
    );
    const items = screen
      .getAllByTestId('order-timeline-entry')
      .map((item) => item.textContent?.replace(/[\u2068\u2069]/g, ''));
    expect(items[0]).toMatch(/^CreatedPendingAda Admin, Mar 4, 2026/);
    expect(items[1]).toMatch(/^ConfirmPendingConfirmedAda Admin, .*Stock checked$/);
    expect(items[2]).toMatch(/^Cancel orderConfirmedCancelledA former user, /);
  });

  it('says when there is nothing yet', () => {
    renderInApp(<OrderTimeline transitions={[]} />);
    expect(screen.getByText('Nothing has happened to this order yet.')).toBeTruthy();
  });
});
