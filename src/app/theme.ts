export type ColorMode = 'light' | 'dark';
const STORAGE_KEY = 'backoffice-color-scheme';

/** Chakra v3 reads the mode from the `dark` class on <html>. */
export function applyColorMode(mode: ColorMode) {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
  localStorage.setItem(STORAGE_KEY, mode);
}

export function initialColorMode(): ColorMode {
  const fromUrl = new URLSearchParams(location.search).get('theme');
  const stored = fromUrl ?? localStorage.getItem(STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
