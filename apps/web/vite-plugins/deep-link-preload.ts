/**
 * A Vite plugin: index.html preloads the code of the screen its address names, and the
 * words of the language the app will show. The first load is the home screen alone; a deep
 * link (`#/game/<id>`, `#/setup`, ...) would otherwise fetch its screen only once the entry
 * script has run, one network round trip later, and every screen waits for its language's
 * chunk, which the entry asks for only when it runs (src/i18n/index.ts `loadLang`). A few
 * lines of inline script read the hash and the language and add `<link rel="modulepreload">`
 * for those chunks while the entry downloads; the home screen gets its language only.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The language the app starts in, as src/i18n/index.ts `initialLang` picks it: the one saved
 * under `storageKey`, else the first of the browser's languages the app has (by its primary
 * subtag), else English. `modules`: language → its catalogue module.
 */
export interface LanguagePreload {
  storageKey: string;
  modules: Record<string, string>;
}

/** `screens`: route name (the first part of the hash, as src/app/route.ts reads it) → the modules App.tsx loads for it. */
export function deepLinkPreload(root: string, screens: Record<string, string[]>, languages?: LanguagePreload): Plugin {
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
        const words: Record<string, string> = {};
        for (const [l, m] of Object.entries(languages?.modules ?? {})) {
          const c = chunks.find((x) => x.facadeModuleId === resolve(root, m));
          if (!c) throw new Error(`deep-link-preload: no chunk of its own holds ${m} (language ${l})`);
          words[l] = `/${c.fileName}`;
        }
        // An unknown saved value or no match falls back to English, as initialLang does; a
        // wrong guess costs one unused preload, the app still loads the language it shows.
        const language = languages
          ? `var w=${JSON.stringify(words)},g=null;try{g=localStorage.getItem(${JSON.stringify(languages.storageKey)});}catch(e){}` +
            `if(!w.hasOwnProperty(g)){g='en';var n=navigator.languages||[navigator.language];` +
            `for(var i=0;i<n.length;i++){var b=String(n[i]).toLowerCase().split('-')[0];if(w.hasOwnProperty(b)){g=b;break;}}}` +
            `if(w[g])p(w[g]);`
          : '';
        const script =
          `(function(){function p(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);}` +
          language +
          `var m=${JSON.stringify(map)};` +
          `var r=location.hash.replace(/^#\\/?/,'').split('/')[0];` +
          `(m[r]||[]).forEach(p);})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
