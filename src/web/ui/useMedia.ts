import { useEffect, useState } from 'preact/hooks';

/** Whether a CSS media query holds now, following it as the window changes. */
export function useMedia(query: string): boolean {
  const list = globalThis.matchMedia?.(query);
  const [matches, setMatches] = useState(list?.matches ?? false);
  useEffect(() => {
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
