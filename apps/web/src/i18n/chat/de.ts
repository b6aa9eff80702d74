import type { chatEn } from './en.js';
export const chatDe: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'Zuschauer dürfen im Chat schreiben',
  'chat.title': 'Chat',
  'chat.messages': 'Chatnachrichten',
  'chat.label': 'Nachricht an den Tisch',
  'chat.send': 'Senden',
  'chat.empty': 'Noch keine Nachrichten.',
  'chat.readOnly': 'Zuschauer lesen diesen Chat; schreiben dürfen hier nur Spieler.',
  'chat.yourName': 'Dein Name im Chat',
  'chat.mute': '{name} stummschalten',
  'chat.unmute': '{name} nicht mehr stummschalten',
  'chat.hidden': '{n, plural, one {# Nachricht eines stummgeschalteten Spielers ausgeblendet} other {# Nachrichten stummgeschalteter Spieler ausgeblendet}}',
  'chat.left': '{n, plural, one {noch # Zeichen} other {noch # Zeichen}}',
  'err.bad-chat': 'Diese Nachricht ist leer oder länger als 500 Zeichen.',
  'err.chat-rate-limited': 'Du schreibst schneller, als der Raum annimmt; warte einen Moment.',
  'err.chat-closed': 'Zuschauer lesen diesen Chat, können aber nicht darin schreiben.',
};
