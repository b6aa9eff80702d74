// Shared by the room browser tests (rooms.mjs, turns.mjs): a page's seat played to the end.

/** A whole 2-seat game played by the in-page bots: minutes on a loaded machine. */
const GAME_MS = 300_000;

/**
 * Plays this page's seat to the end of the game over a second socket of the page (the seat
 * token is the one the app saved), always the first legal action; resolves with the final
 * state number. The app's own socket stays open and shows every move.
 */
export function autoplayInPage(page, room) {
  return page.evaluate(
    ({ room, ms }) =>
      new Promise((resolve, reject) => {
        const { token } = JSON.parse(localStorage.getItem(`carc.room.${room}`));
        const ws = new WebSocket(`ws://${location.host}/api/rooms/${room}/ws`);
        const fail = setTimeout(() => reject(new Error('the in-page bot timed out')), ms);
        let id = 0;
        const act = (seq, legal) => legal?.length && ws.send(JSON.stringify({ type: 'action', seq, action: legal[0], id: ++id }));
        ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', v: 1, token, updates: 'lean' }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.status === 'ended') {
            clearTimeout(fail);
            ws.close(1000);
            return resolve(m.seq);
          }
          if (m.type === 'welcome' || m.type === 'snapshot') act(m.seq, m.legal ?? m.view?.legalActions);
          else if (m.type === 'update') act(m.seq, m.legal);
          else if (m.type === 'error' && m.code === 'stale-state') ws.send(JSON.stringify({ type: 'sync' }));
          else if (m.type === 'error') reject(new Error(`bot refused: ${m.code} ${m.message}`));
        };
      }),
    { room, ms: GAME_MS },
  );
}

