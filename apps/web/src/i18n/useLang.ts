import { useEffect, useState } from 'preact/hooks';
import { lang, type Lang } from './index.js';
import { inputKind } from './input.js';

/** Re-render a component when the language changes, or the wording for touch or mouse (`t`). */
export function useLang(): Lang {
  const [l, setL] = useState(lang.get());
  const [, setInput] = useState(inputKind.get());
  useEffect(() => {
    const a = lang.subscribe(setL);
    const b = inputKind.subscribe(setInput);
    // A change between the render and these subscriptions would be missed otherwise.
    setL(lang.get());
    setInput(inputKind.get());
    return () => {
      a();
      b();
    };
  }, []);
  return l;
}
