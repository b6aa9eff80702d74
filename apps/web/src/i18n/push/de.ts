import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationDe: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'Du bist am Zug',
  'push.body': 'Carcassonne mit {players}: dein Zug.',
  'push.bodyAlone': 'Carcassonne: dein Zug.',
  'push.generic': 'In einem deiner Carcassonne-Spiele ist etwas passiert.',
};

export const pushDe: Record<keyof typeof pushEn, string> = {
  ...pushNotificationDe,
  'push.enable': 'Dieses Gerät benachrichtigen, wenn ich am Zug bin',
  'push.on': 'Dieses Gerät bekommt eine Benachrichtigung, wenn dein Zug beginnt und das Spiel hier nicht offen ist.',
  'push.blocked': 'Benachrichtigungen sind für diese Seite blockiert. Erlaube sie in den Website-Einstellungen des Browsers, um zu erfahren, wann du am Zug bist.',
  'push.failed': 'Benachrichtigungen ließen sich nicht umstellen: {msg}',
  'move.button': 'Auf einem anderen Gerät weiterspielen',
  'move.title': 'Auf einem anderen Gerät weiterspielen',
  'move.scan': 'Scanne diesen Code mit der Kamera des anderen Geräts oder öffne dort den Link.',
  'move.valid': 'Der Link funktioniert einmal, bis {time}.',
  'move.warning': 'Sobald das andere Gerät den Platz übernimmt, spielt dieses ihn nicht mehr; zuschauen kann es weiter.',
  'move.copy': 'Link kopieren',
  'move.close': 'Schließen',
  'move.qrLabel': 'QR-Code des Links zu deinem Platz',
  'move.taking': 'Dein Platz wird übernommen…',
  'move.failed': 'Dieser Link hat dir den Platz nicht gegeben.',
  'move.toRoom': 'Zum Raum',
  'move.moved': 'Dein Platz geht jetzt auf einem anderen Gerät weiter; dieses Gerät schaut zu.',
  'err.seat-moved': 'Dieser Platz geht jetzt auf einem anderen Gerät weiter; dieses Gerät hält ihn nicht mehr.',
  'err.transfer-unknown': 'Dieser Link ist nicht gültig (ein neuerer Link für denselben Platz ersetzt ihn).',
  'err.transfer-expired': 'Dieser Link ist abgelaufen: Links zum Weiterspielen auf einem anderen Gerät gelten 10 Minuten.',
  'err.transfer-used': 'Dieser Link wurde schon benutzt: Jeder Link funktioniert nur einmal. Fordere auf dem Gerät, das den Platz hält, einen neuen an.',
  'err.bad-subscription': 'Der Server hat die Benachrichtigungsadresse dieses Browsers abgelehnt.',
  'err.push-unavailable': 'Dieser Server verschickt keine Benachrichtigungen.',
};
