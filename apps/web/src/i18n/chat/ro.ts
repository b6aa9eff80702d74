import type { chatEn } from './en.js';
export const chatRo: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'Spectatorii pot scrie în chat',
  'chat.title': 'Chat',
  'chat.messages': 'Mesajele din chat',
  'chat.label': 'Mesaj către masă',
  'chat.send': 'Trimite',
  'chat.empty': 'Niciun mesaj încă.',
  'chat.readOnly': 'Spectatorii citesc acest chat; doar jucătorii scriu aici.',
  'chat.yourName': 'Numele tău în chat',
  'chat.mute': 'Ascunde-l pe {name}',
  'chat.unmute': 'Nu-l mai ascunde pe {name}',
  'chat.hidden': '{n, plural, one {# mesaj de la un jucător ascuns} few {# mesaje de la jucători ascunși} other {# de mesaje de la jucători ascunși}}',
  'chat.left': '{n, plural, one {a mai rămas # caracter} few {au mai rămas # caractere} other {au mai rămas # de caractere}}',
  'err.bad-chat': 'Mesajul este gol sau are mai mult de 500 de caractere.',
  'err.chat-rate-limited': 'Scrii mai repede decât acceptă camera; așteaptă puțin.',
  'err.chat-closed': 'Spectatorii citesc acest chat, dar nu pot scrie în el.',
};
