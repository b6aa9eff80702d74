/**
 * A component whose code is a chunk of its own, fetched the first time it renders (then
 * kept): how every screen but the home screen is split off the first load. Smaller than
 * preact/compat's lazy + Suspense, which the first load would otherwise carry. The service
 * worker precaches every chunk, so after the first visit they load offline as well.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.js';

export type Lazy<P> = ComponentType<P> & { load(): Promise<ComponentType<P>> };

export function lazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentChildren = <p class="loading">…</p>): Lazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (e) => {
        // Let the next render try again (the network may be back).
        pending = null;
        throw e;
      },
    ));
  function LazyComponent(props: P) {
    const [, setDone] = useState(0);
    const [failed, setFailed] = useState(false);
    // What this render shows: the effect must re-render a fallback even when the code arrived
    // meanwhile (a preload may finish between the render and the effect).
    const ready = loaded !== null;
    useEffect(() => {
      if (ready) return;
      let live = true;
      get().then(
        () => live && setDone((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [ready, failed]);
    if (loaded) {
      const C = loaded;
      return <C {...props} />;
    }
    if (failed) return <LoadFailed retry={() => setFailed(false)} />;
    return <>{fallback}</>;
  }
  return Object.assign(LazyComponent, { load: get });
}

/** A screen's code could not be fetched (offline before it was cached): say so, and offer to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <p class="error" role="alert">
      {t('app.loadFailed')}{' '}
      <button type="button" onClick={retry}>
        {t('app.retry')}
      </button>
    </p>
  );
}
