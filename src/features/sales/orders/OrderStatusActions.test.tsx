// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_ORDER_CONTEXT, orderFlow } from '../../../../machines/orderStatus';
import { renderInApp } from '../../../components/data/test-support';
import { OrderStatusActions } from './OrderStatusActions';

afterEach(cleanup);

const processingUnpaid = { status: 'processing' as const, ...NEW_ORDER_CONTEXT, stockReserved: true };

describe('OrderStatusActions', () => {
  it('offers the server’s events as labelled buttons, and Ship disabled with the machine’s reason while unpaid', () => {
    const offered = orderFlow.events(processingUnpaid, true);
    renderInApp(<OrderStatusActions status="processing" offered={offered} mayChange onFire={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Status actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Record payment', 'Ship', 'Put on hold', 'Cancel order']);
    const ship = screen.getByRole<HTMLButtonElement>('button', { name: 'Ship' });
    expect(ship.disabled).toBe(true);
    const reason = document.getElementById(ship.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toMatch(/Waits for the payment/);
  });

  it('fires an event with the note, and clears the note after', async () => {
    const onFire = vi.fn().mockResolvedValue(undefined);
    renderInApp(
      <OrderStatusActions status="confirmed" offered={['START_PROCESSING']} mayChange onFire={onFire} />,
    );
    fireEvent.change(screen.getByLabelText('Note for the timeline'), { target: { value: ' Packed today ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(onFire).toHaveBeenCalledWith('START_PROCESSING', 'Packed today'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Note for the timeline').value).toBe(''),
    );
  });

  it('asks before cancelling, and fires only once confirmed', async () => {
    const onFire = vi.fn().mockResolvedValue(undefined);
    renderInApp(<OrderStatusActions status="pending" offered={['CANCEL']} mayChange onFire={onFire} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/reserved stock goes back/);
    expect(onFire).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onFire).toHaveBeenCalledWith('CANCEL', ''));
  });

  it('shows the machine’s refusal (409) in words: the status and the event', async () => {
    const onFire = vi.fn().mockRejectedValue({
      detail: 'An order in status shipped cannot take SHIP.',
      status: 'shipped',
      event: 'SHIP',
    });
    renderInApp(<OrderStatusActions status="processing" offered={['SHIP']} mayChange onFire={onFire} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order in status Shipped cannot take “Ship”.',
    );
  });

  it('shows nothing to a reader who may not change the order', () => {
    const { container } = renderInApp(
      <OrderStatusActions status="processing" offered={[]} mayChange={false} onFire={vi.fn()} />,
    );
    expect(container.querySelector('[data-testid="order-actions"]')).toBeNull();
  });
});
