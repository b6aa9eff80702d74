import type { chatEn } from './en.js';
export const chatHu: Record<keyof typeof chatEn, string> = {
  'chat.spectatorsWrite': 'A nézők is írhatnak a csevegésbe',
  'chat.title': 'Csevegés',
  'chat.messages': 'Csevegés üzenetei',
  'chat.label': 'Üzenet az asztalnak',
  'chat.send': 'Küldés',
  'chat.empty': 'Még nincs üzenet.',
  'chat.readOnly': 'A nézők olvassák ezt a csevegést; ide csak a játékosok írnak.',
  'chat.yourName': 'A neved a csevegésben',
  'chat.mute': '{name} némítása',
  'chat.unmute': '{name} némításának feloldása',
  'chat.hidden': '{n, plural, one {# üzenet elrejtve némított játékostól} other {# üzenet elrejtve némított játékosoktól}}',
  'chat.left': '{n, plural, one {még # karakter} other {még # karakter}}',
  'err.bad-chat': 'Az üzenet üres vagy 500 karakternél hosszabb.',
  'err.chat-rate-limited': 'Gyorsabban írsz, mint amit a szoba elfogad; várj egy kicsit.',
  'err.chat-closed': 'A nézők olvassák ezt a csevegést, de nem írhatnak bele.',
};
