export * from './access';
export * from './addresses';
export * from './kinds';
export * from './messages';
export * from './parameters';
export * from './persons';
export * from './unit';
export * from './tree';
