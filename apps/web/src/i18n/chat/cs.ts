import type { chatEn } from './en.js';
export const chatCs: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'Diváci smějí psát do chatu',
  'chat.title': 'Chat',
  'chat.messages': 'Zprávy chatu',
  'chat.label': 'Zpráva ke stolu',
  'chat.send': 'Odeslat',
  'chat.empty': 'Zatím žádné zprávy.',
  'chat.readOnly': 'Diváci tento chat čtou; psát sem mohou jen hráči.',
  'chat.yourName': 'Vaše jméno v chatu',
  'chat.mute': 'Ztlumit hráče {name}',
  'chat.unmute': 'Zrušit ztlumení hráče {name}',
  'chat.hidden': '{n, plural, one {# zpráva od ztlumeného hráče skryta} few {# zprávy od ztlumených hráčů skryty} other {# zpráv od ztlumených hráčů skryto}}',
  'chat.left': '{n, plural, one {zbývá # znak} few {zbývají # znaky} other {zbývá # znaků}}',
  'err.bad-chat': 'Zpráva je prázdná nebo delší než 500 znaků.',
  'err.chat-rate-limited': 'Píšete rychleji, než místnost dovolí; chvíli počkejte.',
  'err.chat-closed': 'Diváci tento chat čtou, ale nemohou do něj psát.',
};
