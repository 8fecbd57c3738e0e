/** The tracking area's rules as the API and the forms word them (the SPA translates them by text). */
export const trackingMessages = {
  batchNotFound: 'Batch not found.',
  unitNotFound: 'Tracked product not found.',
  lotNumberTaken: 'This organisation already has a batch with this lot number.',
  lotNumberFormat: 'Use letters, digits and - _ . / only (at most 64 characters).',
  serialFormat: 'Use letters, digits and - _ . / only (at most 100 characters).',
  serialTaken: 'This serial number is already registered for this product.',
  serialRequired: 'This product’s type requires a serial number.',
  serialRepeated: 'This serial number appears more than once in the list.',
  serialsEmpty: 'Give at least one serial number.',
  serialsTooMany: 'Register at most 1000 serial numbers at once.',
  expiryBeforeProduction: 'The expiry date must be on or after the production date.',
  batchOtherProduct: 'This batch holds another product.',
  /** More units than the batch's quantity (400 on the list). */
  batchFull: 'The batch would hold more units than its quantity.',
  batchProductFixed: 'A batch with registered units keeps its product.',
  quantityBelowUnits: 'The quantity cannot be below the units already registered.',
  locationRequired: 'Say where the unit is moved to.',
  orderOnlyWhenSold: 'Only a reservation or a sale names an order.',
  /** A batch with units keeps them: it is closed or recalled, never deleted. */
  batchHasUnits: 'A batch with registered units cannot be deleted.',
  /** A unit whose history goes beyond its receipt keeps it. */
  unitHasHistory: 'A unit with a history beyond its receipt cannot be deleted.',
  /** The unit's status does not take the event (409). */
  wrongStatus: (event: string, status: string) => `A unit that is ${status} cannot be ${event}.`,
} as const;
