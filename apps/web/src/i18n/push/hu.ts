import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationHu: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'Te következel',
  'push.body': 'Carcassonne – {players}: te lépsz.',
  'push.bodyAlone': 'Carcassonne: te lépsz.',
  'push.generic': 'Történt valami az egyik Carcassonne-játékodban.',
};

export const pushHu: Record<keyof typeof pushEn, string> = {
  ...pushNotificationHu,
  'push.enable': 'Értesíts ezen az eszközön, amikor én következem',
  'push.on': 'Ez az eszköz értesítést kap, amikor a köröd kezdődik, és a játék nincs itt megnyitva.',
  'push.blocked': 'Az értesítések le vannak tiltva ezen az oldalon. Engedélyezd őket a böngésző webhely-beállításaiban, hogy megtudd, mikor következel.',
  'push.failed': 'Az értesítéseket nem sikerült átállítani: {msg}',
  'move.button': 'Folytatás másik eszközön',
  'move.title': 'Folytatás másik eszközön',
  'move.scan': 'Olvasd be ezt a kódot a másik eszköz kamerájával, vagy nyisd meg ott a linket.',
  'move.valid': 'A link egyszer használható, eddig: {time}.',
  'move.warning': 'Amint a másik eszköz átveszi a helyet, ez már nem játszik vele; nézni továbbra is tud.',
  'move.copy': 'Link másolása',
  'move.close': 'Bezárás',
  'move.qrLabel': 'A helyedre mutató link QR-kódja',
  'move.taking': 'A helyed átvétele…',
  'move.failed': 'Ez a link nem adta át neked a helyet.',
  'move.toRoom': 'Tovább a szobába',
  'move.moved': 'A helyed most egy másik eszközön folytatódik; ez az eszköz nézi a játékot.',
  'err.seat-moved': 'Ez a hely most egy másik eszközön folytatódik; ez az eszköz már nem birtokolja.',
  'err.transfer-unknown': 'Ez a link nem érvényes (egy újabb link ugyanarra a helyre felváltotta).',
  'err.transfer-expired': 'Ez a link lejárt: a másik eszközön folytatáshoz szóló linkek 10 percig érvényesek.',
  'err.transfer-used': 'Ezt a linket már felhasználták: minden link egyszer működik. Kérj újat azon az eszközön, amelyiké a hely.',
  'err.bad-subscription': 'A szerver elutasította a böngésző értesítési címét.',
  'err.push-unavailable': 'Ez a szerver nem küld értesítéseket.',
};
