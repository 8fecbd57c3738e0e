// A tracked unit's life: it is received into stock, moved between places, reserved, sold,
// returned and scrapped. Its status changes only by an event of its history; this table says
// which event each status takes and where it leads, for the server (which refuses anything
// else with 409) and for the screens (which offer only these).

export const UNIT_STATUSES = ['in_stock', 'reserved', 'sold', 'returned', 'scrapped'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_EVENT_TYPES = ['received', 'moved', 'reserved', 'sold', 'returned', 'scrapped'] as const;
export type UnitEventType = (typeof UNIT_EVENT_TYPES)[number];

/** `null` as the target: the status stays as it is (a move changes only the place). */
const MOVES: Record<UnitEventType, { from: readonly UnitStatus[]; to: UnitStatus | null }> = {
  // A unit's first event (its registration), and a returned or reserved unit put back in stock.
  received: { from: ['returned', 'reserved'], to: 'in_stock' },
  moved: { from: ['in_stock', 'reserved', 'returned'], to: null },
  reserved: { from: ['in_stock', 'returned'], to: 'reserved' },
  sold: { from: ['in_stock', 'reserved', 'returned'], to: 'sold' },
  returned: { from: ['sold'], to: 'returned' },
  // Scrapped is the end: no event leaves it.
  scrapped: { from: ['in_stock', 'reserved', 'returned'], to: 'scrapped' },
};

/** The status a unit is in after `event`, or null when its status does not take the event. */
export function nextStatus(status: UnitStatus, event: UnitEventType): UnitStatus | null {
  const move = MOVES[event];
  if (!move.from.includes(status)) return null;
  return move.to ?? status;
}

/** The events a unit in `status` takes, in the order of the history. */
export const eventsFrom = (status: UnitStatus): UnitEventType[] =>
  UNIT_EVENT_TYPES.filter((event) => nextStatus(status, event) !== null);

/** Events that name an order (a reservation for it, a sale on it). */
export const ORDER_EVENTS: readonly UnitEventType[] = ['reserved', 'sold'];
/** Events that must say where the unit goes. */
export const LOCATION_EVENTS: readonly UnitEventType[] = ['moved'];
