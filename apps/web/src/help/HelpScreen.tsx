/**
 * The in-app help (`#/help`): the legend of the table's symbols and a page per expansion
 * (`#/help/<expansion>`), which the setup screen links beside each expansion's line.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ExpansionId } from '@carc/rules';
import { t, type MessageKey } from '../i18n/index.js';
import { useLang } from '../i18n/useLang.js';
import { Legend } from '../board/Legend.js';
import { SETUP_EXPANSIONS } from '../modes/expansions.js';
import { loadHelpPages, type HelpPages } from './pages.js';

const isExpansion = (page: string): page is ExpansionId => (SETUP_EXPANSIONS as readonly string[]).includes(page);

export function HelpScreen({ page }: { page: string | null }) {
  const l = useLang();
  if (page === null) {
    return (
      <div class="help-page" data-testid="help-index">
        <Legend />
        <section aria-labelledby="help-expansions">
          <h2 id="help-expansions">{t('help.expansions')}</h2>
          <ul class="help-expansions">
            {SETUP_EXPANSIONS.map((x) => (
              <li key={x}>
                <a href={`#/help/${x}`}>{t(`exp.${x}` as MessageKey)}</a>: {t(`exp.${x}.line` as MessageKey)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }
  return <ExpansionHelp key={`${l}/${page}`} page={page} />;
}

function ExpansionHelp({ page }: { page: string }) {
  const l = useLang();
  const [pages, setPages] = useState<HelpPages | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadHelpPages(l).then(
      (p) => live && setPages(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [l]);

  const nav = (
    <nav class="row help-nav">
      {/* An installed app has no browser Back button: this one returns where the player came from (setup, the legend). */}
      {history.length > 1 && (
        <button type="button" onClick={() => history.back()} data-testid="help-back">
          ← {t('help.back')}
        </button>
      )}
      <a href="#/help">{t('help.all')}</a>
    </nav>
  );
  if (!isExpansion(page)) {
    return (
      <div class="help-page">
        <p class="error">{t('help.missing')}</p>
        {nav}
      </div>
    );
  }
  if (failed) return <p class="error" role="alert">{t('app.loadFailed')}</p>;
  const p = pages?.[page];
  return (
    <article class="help-page help-expansion" data-testid={`help-${page}`} aria-busy={!p}>
      {nav}
      <h2>{t(`exp.${page}` as MessageKey)}</h2>
      {p && (
        <>
          <p class="help-intro">{p.intro}</p>
          {p.sections.map((s) => (
            <section key={s.title}>
              <h3>{s.title}</h3>
              <ul>
                {s.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </article>
  );
}
