// Set up for every Vitest suite (vitest.config.ts `setupFiles`); only suites with a DOM load it.
// Testing Library's waits give up after 1 s by default: a search typed into a picker (debounce,
// request, render) took longer than that on a busy two-core machine, and failed there alone.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
