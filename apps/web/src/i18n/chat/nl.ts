import type { chatEn } from './en.js';
export const chatNl: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'Toeschouwers mogen in de chat schrijven',
  'chat.title': 'Chat',
  'chat.messages': 'Chatberichten',
  'chat.label': 'Bericht aan de tafel',
  'chat.send': 'Versturen',
  'chat.empty': 'Nog geen berichten.',
  'chat.readOnly': 'Toeschouwers lezen deze chat; alleen spelers schrijven hier.',
  'chat.yourName': 'Je naam in de chat',
  'chat.mute': '{name} dempen',
  'chat.unmute': '{name} niet meer dempen',
  'chat.hidden': '{n, plural, one {# bericht van een gedempte speler verborgen} other {# berichten van gedempte spelers verborgen}}',
  'chat.left': '{n, plural, one {nog # teken} other {nog # tekens}}',
  'err.bad-chat': 'Dat bericht is leeg of langer dan 500 tekens.',
  'err.chat-rate-limited': 'Je schrijft sneller dan de kamer toelaat; wacht even.',
  'err.chat-closed': 'Toeschouwers lezen deze chat maar kunnen er niet in schrijven.',
};
