import { atom, useAtomValue, useSetAtom } from 'jotai';
import { themeAtom, type ThemeName } from '../client/state';

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemScheme(): ColorScheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** What the system asks for (`prefers-color-scheme`), kept current while a screen reads it. */
const systemSchemeAtom = atom<ColorScheme>(systemScheme());
systemSchemeAtom.onMount = (set) => {
  if (typeof matchMedia !== 'function') return undefined;
  const query = matchMedia(DARK_QUERY);
  const follow = () => set(query.matches ? 'dark' : 'light');
  follow();
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** The scheme of a theme name: "main" is the dark theme (spec §3). */
export function schemeOfTheme(theme: ThemeName): ColorScheme {
  return theme === 'main' ? 'dark' : 'light';
}

/** The scheme every screen uses: the one the person chose, else the system's. */
export const colorSchemeAtom = atom<ColorScheme>((get) => {
  const chosen = get(themeAtom);
  return chosen === null ? get(systemSchemeAtom) : schemeOfTheme(chosen);
});

export interface UseColorSchemeReturnValue {
  scheme: ColorScheme;
  /** Switches to the other scheme and remembers the choice (it then wins over the system's). */
  toggle: () => void;
}

/** The current colour scheme and the toggle of the shell. */
export function useColorScheme(): UseColorSchemeReturnValue {
  const scheme = useAtomValue(colorSchemeAtom);
  const setTheme = useSetAtom(themeAtom);
  return { scheme, toggle: () => setTheme(scheme === 'dark' ? 'light' : 'main') };
}
