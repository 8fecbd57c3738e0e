export * from './reviewStatus';
export * from './performanceReview';
export { hrMessages } from './messages';
export * from './dashboard';
