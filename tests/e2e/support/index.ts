// What the end-to-end specs share: signing in, records of their own, overlays, form fields and the
// accessibility check.
export * from './accessibility';
export * from './forms';
export * from './overlays';
export * from './records';
export * from './signIn';
