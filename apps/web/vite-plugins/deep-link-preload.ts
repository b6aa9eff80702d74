/**
 * A Vite plugin: index.html preloads the code of the screen its address names. The first
 * load is the home screen alone; a deep link (`#/game/<id>`, `#/setup`, ...) would
 * otherwise fetch its screen only once the entry script has run, one network round trip
 * later. A few lines of inline script read the hash and add `<link rel="modulepreload">`
 * for that screen's chunks while the entry downloads; the home screen gets none.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `screens`: route name (the first part of the hash, as src/app/route.ts reads it) → the modules App.tsx loads for it. */
export function deepLinkPreload(root: string, screens: Record<string, string[]>): Plugin {
  return {
    name: 'carc-deep-link-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        type Chunk = (typeof chunks)[number];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // The chunk that holds a module (its own, or a shared one it was merged into).
        const chunkOf = (id: string) => chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('deep-link-preload: no entry chunk');
        // What index.html already loads: the entry and its static imports.
        const initial = new Set([entry.fileName, ...entry.imports]);
        const closure = (c: Chunk, out: Set<string>): void => {
          if (initial.has(c.fileName) || out.has(c.fileName)) return;
          out.add(c.fileName);
          for (const i of c.imports) closure(byFile.get(i)!, out);
        };
        const map: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(screens)) {
          const files = new Set<string>();
          for (const m of modules) {
            const c = chunkOf(resolve(root, m));
            if (!c) throw new Error(`deep-link-preload: no chunk holds ${m} (route ${route})`);
            closure(c, files);
          }
          map[route] = [...files].map((f) => `/${f}`);
        }
        const script =
          `(function(){var m=${JSON.stringify(map)};` +
          `var r=location.hash.replace(/^#\\/?/,'').split('/')[0];` +
          `(m[r]||[]).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);});})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
