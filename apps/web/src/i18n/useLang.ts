import { useEffect, useState } from 'preact/hooks';
import { lang, type Lang } from './index.js';

/** Re-render a component when the language changes. */
export function useLang(): Lang {
  const [l, setL] = useState(lang.get());
  useEffect(() => lang.subscribe(setL), []);
  return l;
}
