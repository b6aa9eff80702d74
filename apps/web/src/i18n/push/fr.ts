import type { pushEn, pushNotificationEn } from './en.js';
export const pushNotificationFr: Record<keyof typeof pushNotificationEn, string> = {
  'push.title': 'À vous de jouer',
  'push.body': 'Carcassonne avec {players} : c’est votre coup.',
  'push.bodyAlone': 'Carcassonne : c’est votre coup.',
  'push.generic': 'Il s’est passé quelque chose dans une de vos parties de Carcassonne.',
};

export const pushFr: Record<keyof typeof pushEn, string> = {
  ...pushNotificationFr,
  'push.enable': 'Prévenir cet appareil quand c’est mon tour',
  'push.on': 'Cet appareil reçoit une notification quand votre tour commence et que la partie n’est pas ouverte ici.',
  'push.blocked': 'Les notifications sont bloquées pour ce site. Autorisez-les dans les paramètres du site du navigateur pour savoir quand c’est votre tour.',
  'push.failed': 'Impossible de changer les notifications : {msg}',
  'move.button': 'Continuer sur un autre appareil',
  'move.title': 'Continuer sur un autre appareil',
  'move.scan': 'Scannez ce code avec l’appareil photo de l’autre appareil, ou ouvrez-y le lien.',
  'move.valid': 'Le lien fonctionne une seule fois, jusqu’à {time}.',
  'move.warning': 'Dès que l’autre appareil prend la place, celui-ci ne la joue plus ; il peut encore regarder.',
  'move.copy': 'Copier le lien',
  'move.close': 'Fermer',
  'move.qrLabel': 'Code QR du lien vers votre place',
  'move.taking': 'Reprise de votre place…',
  'move.failed': 'Ce lien ne vous a pas donné la place.',
  'move.toRoom': 'Aller à la salle',
  'move.moved': 'Votre place continue maintenant sur un autre appareil ; cet appareil regarde la partie.',
  'err.seat-moved': 'Cette place continue sur un autre appareil ; cet appareil ne la détient plus.',
  'err.transfer-unknown': 'Ce lien n’est pas valide (un lien plus récent pour la même place le remplace).',
  'err.transfer-expired': 'Ce lien a expiré : les liens pour continuer sur un autre appareil durent 10 minutes.',
  'err.transfer-used': 'Ce lien a déjà servi : chaque lien ne fonctionne qu’une fois. Demandez-en un nouveau sur l’appareil qui détient la place.',
  'err.bad-subscription': 'Le serveur a refusé l’adresse de notification de ce navigateur.',
  'err.push-unavailable': 'Ce serveur n’envoie pas de notifications.',
};
