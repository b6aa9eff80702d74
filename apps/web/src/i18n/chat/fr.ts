import type { chatEn } from './en.js';
export const chatFr: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'Les spectateurs peuvent écrire dans la discussion',
  'chat.title': 'Discussion',
  'chat.messages': 'Messages de la discussion',
  'chat.label': 'Message à la table',
  'chat.send': 'Envoyer',
  'chat.empty': 'Aucun message pour l’instant.',
  'chat.readOnly': 'Les spectateurs lisent cette discussion ; seuls les joueurs y écrivent.',
  'chat.yourName': 'Votre nom dans la discussion',
  'chat.mute': 'Masquer {name}',
  'chat.unmute': 'Ne plus masquer {name}',
  'chat.hidden': '{n, plural, one {# message d’un joueur masqué caché} other {# messages de joueurs masqués cachés}}',
  'chat.left': '{n, plural, one {encore # caractère} other {encore # caractères}}',
  'err.bad-chat': 'Ce message est vide ou dépasse 500 caractères.',
  'err.chat-rate-limited': 'Vous écrivez plus vite que la salle ne l’accepte ; attendez un instant.',
  'err.chat-closed': 'Les spectateurs lisent cette discussion mais ne peuvent pas y écrire.',
};
