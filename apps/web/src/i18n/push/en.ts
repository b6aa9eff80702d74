/**
 * A seat's devices (#27 points 4-5): continuing on another device by link or QR code,
 * "your turn" notifications (the service worker writes these too), and one sentence for
 * each error code the two features add to the protocol.
 */
/** The words of a notification: all the service worker imports (push/sw-push.ts), so it stays small. */
export const pushNotificationEn = {
  'push.title': 'Your turn',
  'push.body': 'Carcassonne with {players}: it is your move.',
  'push.bodyAlone': 'Carcassonne: it is your move.',
  'push.generic': 'Something happened in one of your Carcassonne games.',
} as const;

export const pushEn = {
  ...pushNotificationEn,
  'push.enable': 'Notify this device when it is my turn',
  'push.on': 'This device gets a notification when your turn starts and the game is not open here.',
  'push.blocked': 'Notifications are blocked for this site. Allow them in the browser’s site settings to be told when it is your turn.',
  'push.failed': 'Notifications could not be switched: {msg}',
  'move.button': 'Continue on another device',
  'move.title': 'Continue on another device',
  'move.scan': 'Scan this code with the other device’s camera, or open the link there.',
  'move.valid': 'The link works once, until {time}.',
  'move.warning': 'When the other device takes the seat, this one stops playing it; it can still watch.',
  'move.copy': 'Copy link',
  'move.close': 'Close',
  'move.qrLabel': 'QR code of the link to your seat',
  'move.taking': 'Taking over your seat…',
  'move.failed': 'This link did not give you the seat.',
  'move.toRoom': 'Go to the room',
  'move.moved': 'Your seat now continues on another device; this device watches the game.',
  'err.seat-moved': 'This seat now continues on another device; this device no longer holds it.',
  'err.transfer-unknown': 'This link is not valid (a newer link for the same seat replaces it).',
  'err.transfer-expired': 'This link has expired: links to continue on another device work for 10 minutes.',
  'err.transfer-used': 'This link was used already: each link works once. Ask for a new one on the device that holds the seat.',
  'err.bad-subscription': 'The server refused this browser’s notification address.',
  'err.push-unavailable': 'This server sends no notifications.',
} as const;
