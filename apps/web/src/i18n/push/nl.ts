import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationNl: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'Jouw beurt',
  'push.body': 'Carcassonne met {players}: jij bent aan zet.',
  'push.bodyAlone': 'Carcassonne: jij bent aan zet.',
  'push.generic': 'Er is iets gebeurd in een van je Carcassonne-spellen.',
};

export const pushNl: Record<keyof typeof pushEn, string> = {
  ...pushNotificationNl,
  'push.enable': 'Dit apparaat melden wanneer ik aan de beurt ben',
  'push.on': 'Dit apparaat krijgt een melding wanneer je beurt begint en het spel hier niet open is.',
  'push.blocked': 'Meldingen zijn geblokkeerd voor deze site. Sta ze toe in de site-instellingen van de browser om te horen wanneer je aan de beurt bent.',
  'push.failed': 'Meldingen konden niet worden omgezet: {msg}',
  'move.button': 'Verder op een ander apparaat',
  'move.title': 'Verder op een ander apparaat',
  'move.scan': 'Scan deze code met de camera van het andere apparaat, of open daar de link.',
  'move.valid': 'De link werkt één keer, tot {time}.',
  'move.warning': 'Zodra het andere apparaat de plaats overneemt, speelt dit apparaat er niet meer mee; kijken kan nog wel.',
  'move.copy': 'Link kopiëren',
  'move.close': 'Sluiten',
  'move.qrLabel': 'QR-code van de link naar je plaats',
  'move.taking': 'Je plaats wordt overgenomen…',
  'move.failed': 'Deze link heeft je de plaats niet gegeven.',
  'move.toRoom': 'Naar de kamer',
  'move.moved': 'Je plaats gaat nu verder op een ander apparaat; dit apparaat kijkt mee.',
  'err.seat-moved': 'Deze plaats gaat nu verder op een ander apparaat; dit apparaat heeft hem niet meer.',
  'err.transfer-unknown': 'Deze link is niet geldig (een nieuwere link voor dezelfde plaats vervangt hem).',
  'err.transfer-expired': 'Deze link is verlopen: links om op een ander apparaat verder te gaan werken 10 minuten.',
  'err.transfer-used': 'Deze link is al gebruikt: elke link werkt één keer. Vraag een nieuwe aan op het apparaat dat de plaats heeft.',
  'err.bad-subscription': 'De server weigerde het meldingsadres van deze browser.',
  'err.push-unavailable': 'Deze server stuurt geen meldingen.',
};
