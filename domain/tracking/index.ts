export * from './unitStatus';
export * from './batch';
export * from './trackedProduct';
export { trackingMessages } from './messages';
