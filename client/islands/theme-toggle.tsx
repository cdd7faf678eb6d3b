import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon } from '../icons.js';
import { THEME_STORAGE_KEY } from '../storage-keys.js';

export type ColorMode = 'light' | 'dark';

export interface ThemeToggleProps {
  /** The mode the server renders the label for (the site's default); corrected after hydration. */
  defaultMode: ColorMode;
  /** Follow the system's colour scheme as it changes, until the reader chooses with this button. */
  followSystem: boolean;
}

/** The colour-mode button: flips `html[data-theme]` and remembers the choice. */
export function ThemeToggle({ defaultMode, followSystem }: ThemeToggleProps) {
  const [mode, setMode] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    setMode(readDocumentMode() ?? defaultMode);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY || (event.newValue !== 'light' && event.newValue !== 'dark')) return;
      document.documentElement.dataset.theme = event.newValue;
      setMode(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    const system = followSystem ? matchMedia('(prefers-color-scheme: dark)') : undefined;
    const onSystemChange = (event: MediaQueryListEvent) => {
      if (readStoredMode()) return;
      const next: ColorMode = event.matches ? 'dark' : 'light';
      document.documentElement.dataset.theme = next;
      setMode(next);
    };
    system?.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      system?.removeEventListener('change', onSystemChange);
    };
  }, [defaultMode, followSystem]);

  const toggle = () => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked; the mode still applies to this page.
    }
    setMode(next);
  };

  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button type="button" className="navbar-icon-button theme-toggle" aria-label={label} title={label} onClick={toggle}>
      <SunIcon className="theme-toggle-light" />
      <MoonIcon className="theme-toggle-dark" />
    </button>
  );
}

function readStoredMode(): ColorMode | undefined {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  } catch {
    return undefined;
  }
}

function readDocumentMode(): ColorMode | undefined {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}
