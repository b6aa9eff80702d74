import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationRo: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'E rândul tău',
  'push.body': 'Carcassonne cu {players}: e mutarea ta.',
  'push.bodyAlone': 'Carcassonne: e mutarea ta.',
  'push.generic': 'S-a întâmplat ceva într-unul dintre jocurile tale de Carcassonne.',
};

export const pushRo: Record<keyof typeof pushEn, string> = {
  ...pushNotificationRo,
  'push.enable': 'Anunță acest dispozitiv când vine rândul meu',
  'push.on': 'Acest dispozitiv primește o notificare când începe rândul tău și jocul nu e deschis aici.',
  'push.blocked': 'Notificările sunt blocate pentru acest site. Permite-le în setările site-ului din browser ca să afli când e rândul tău.',
  'push.failed': 'Notificările nu au putut fi schimbate: {msg}',
  'move.button': 'Continuă pe alt dispozitiv',
  'move.title': 'Continuă pe alt dispozitiv',
  'move.scan': 'Scanează acest cod cu camera celuilalt dispozitiv sau deschide linkul acolo.',
  'move.valid': 'Linkul funcționează o singură dată, până la {time}.',
  'move.warning': 'Când celălalt dispozitiv preia locul, acesta nu îl mai joacă; poate încă să privească.',
  'move.copy': 'Copiază linkul',
  'move.close': 'Închide',
  'move.qrLabel': 'Cod QR al linkului către locul tău',
  'move.taking': 'Se preia locul tău…',
  'move.failed': 'Acest link nu ți-a dat locul.',
  'move.toRoom': 'Mergi la cameră',
  'move.moved': 'Locul tău continuă acum pe alt dispozitiv; acest dispozitiv urmărește jocul.',
  'err.seat-moved': 'Acest loc continuă pe alt dispozitiv; acest dispozitiv nu îl mai deține.',
  'err.transfer-unknown': 'Acest link nu este valid (un link mai nou pentru același loc îl înlocuiește).',
  'err.transfer-expired': 'Acest link a expirat: linkurile pentru a continua pe alt dispozitiv sunt valabile 10 minute.',
  'err.transfer-used': 'Acest link a fost deja folosit: fiecare link funcționează o dată. Cere unul nou pe dispozitivul care deține locul.',
  'err.bad-subscription': 'Serverul a refuzat adresa de notificări a acestui browser.',
  'err.push-unavailable': 'Acest server nu trimite notificări.',
};
