import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationCs: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'Jste na tahu',
  'push.body': 'Carcassonne s hráči {players}: jste na tahu.',
  'push.bodyAlone': 'Carcassonne: jste na tahu.',
  'push.generic': 'V jedné z vašich her Carcassonne se něco stalo.',
};

export const pushCs: Record<keyof typeof pushEn, string> = {
  ...pushNotificationCs,
  'push.enable': 'Upozornit toto zařízení, až budu na tahu',
  'push.on': 'Toto zařízení dostane oznámení, když začne váš tah a hra tu není otevřená.',
  'push.blocked': 'Oznámení jsou pro tento web zablokovaná. Povolte je v nastavení webu v prohlížeči, abyste věděli, kdy jste na tahu.',
  'push.failed': 'Oznámení se nepodařilo přepnout: {msg}',
  'move.button': 'Pokračovat na jiném zařízení',
  'move.title': 'Pokračovat na jiném zařízení',
  'move.scan': 'Naskenujte tento kód fotoaparátem druhého zařízení, nebo tam otevřete odkaz.',
  'move.valid': 'Odkaz funguje jednou, do {time}.',
  'move.warning': 'Jakmile druhé zařízení místo převezme, toto už za něj nehraje; sledovat může dál.',
  'move.copy': 'Kopírovat odkaz',
  'move.close': 'Zavřít',
  'move.qrLabel': 'QR kód odkazu na vaše místo',
  'move.taking': 'Přebírání vašeho místa…',
  'move.failed': 'Tento odkaz vám místo nedal.',
  'move.toRoom': 'Do místnosti',
  'move.moved': 'Vaše místo teď pokračuje na jiném zařízení; toto zařízení hru sleduje.',
  'err.seat-moved': 'Toto místo teď pokračuje na jiném zařízení; toto zařízení ho už nedrží.',
  'err.transfer-unknown': 'Tento odkaz neplatí (nahradil ho novější odkaz na stejné místo).',
  'err.transfer-expired': 'Platnost odkazu vypršela: odkazy pro pokračování na jiném zařízení platí 10 minut.',
  'err.transfer-used': 'Tento odkaz už byl použit: každý odkaz funguje jen jednou. Požádejte o nový na zařízení, které místo drží.',
  'err.bad-subscription': 'Server odmítl adresu pro oznámení tohoto prohlížeče.',
  'err.push-unavailable': 'Tento server neposílá oznámení.',
};
