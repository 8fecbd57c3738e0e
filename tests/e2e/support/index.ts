// What the end-to-end specs share: signing in, overlays, form fields and the accessibility check.
export * from './accessibility';
export * from './forms';
export * from './overlays';
export * from './signIn';
