import type { PlayerView } from '@carc/rules';
import { christmasGiftHand } from '@carc/rules/christmas-gift';
import { giftsHand } from '@carc/rules/gifts';
import { t } from '../i18n/index.js';
import { CardFace, type CardDecisionUi } from './CardDecision.js';
import type { CardExpansion } from './cards.js';
import { ExtSummary, summaryLines } from './ExtSummary.js';

const CARD_EXPANSIONS: readonly CardExpansion[] = ['gifts', 'christmas-gift'];

/**
 * The viewer's private expansion components. Gift and Christmas cards are drawn as cards
 * (name, effect, when they may be played); while a card decision is pending, the cards it
 * offers become buttons numbered for the keyboard. What everyone may see of the card
 * expansions (deck sizes, hand sizes) is summed up in a line; other public slices are shown
 * as they come, under the expansion's name.
 */
export function Hand({ view, cards }: { view: PlayerView; cards?: CardDecisionUi | null }) {
  const own = CARD_EXPANSIONS.map((exp) => [exp, HAND_OF[exp](view)] as const).filter(([, h]) => h !== null);
  const others = Object.entries(view.own).filter(([k, v]) => !CARD_EXPANSIONS.includes(k as CardExpansion) && v !== undefined && v !== null);
  const pub = Object.entries(view.ext).filter(([, v]) => v !== undefined && v !== null);
  if (!own.length && !others.length && !pub.length) return null;
  return (
    <section class="hand" aria-label={t('game.hand')} data-testid="hand">
      {(own.length > 0 || others.length > 0) && <h2>{t('game.hand')}</h2>}
      {own.map(([exp, hand]) => (
        <div key={exp} class="hand-exp" data-testid={`hand-${exp}`}>
          <h3>
            {t(`exp.${exp}`)}
            {exp === 'christmas-gift' && <small> · {t('cards.handCount', { n: hand!.length })}</small>}
          </h3>
          {hand!.length === 0 ? (
            <p class="muted">{t('cards.empty')}</p>
          ) : (
            <ul class="cards">
              {hand!.map((id, i) => {
                // A card the pending decision offers is a numbered button; the first copy only.
                const ci = cards ? cards.d.choices.findIndex((c) => c.kind === 'card' && c.exp === exp && c.card === id) : -1;
                const first = hand!.indexOf(id) === i;
                return (
                  <li key={`${id}${i}`}>
                    {ci >= 0 && first ? (
                      <CardFace exp={exp} id={id} n={ci + 1} selected={cards!.sel === ci} onPick={() => cards!.select(ci)} />
                    ) : (
                      <CardFace exp={exp} id={id} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
      {others.map(([exp, v]) => (
        <div key={exp} class="hand-exp">
          <h3>{t(`exp.${exp}` as never)}</h3>
          <ul class="ext-lines">
            {summaryLines(view, exp, v).map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </div>
      ))}
      <ExtSummary view={view} />
    </section>
  );
}

/** The viewer's hand of each card expansion, read through the expansion's own typed reader. */
const HAND_OF: Readonly<Record<CardExpansion, (view: PlayerView) => string[] | null>> = {
  gifts: (view) => giftsHand(view)?.hand ?? null,
  'christmas-gift': christmasGiftHand,
};
