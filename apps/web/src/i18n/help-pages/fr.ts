import type { HelpPages } from './types.js';

export const helpPagesFr: HelpPages = {
  'christmas-gift': {
    intro:
      'Cadeau de Noël ajoute 64 cartes en deux paquets, Abbaye et Bord de route. Elles rapportent des points, posent des partisans en plus, déplacent ou couchent les partisans des autres, départagent les égalités, imposent sa case au joueur suivant et donnent des bonus en fin de partie.',
    sections: [
      {
        title: 'Piocher des cartes',
        items: [
          'Carte Abbaye : votre tuile est posée sur l’une des 8 cases autour d’une abbaye où un autre joueur a un partisan.',
          'Carte Bord de route : votre tuile a une route mais ni ville ni abbaye.',
          'Une tuile peut rapporter une carte de chaque paquet. La pioche est facultative. Un paquet vide n’est pas reconstitué.',
        ],
      },
      {
        title: 'Cartes éclair',
        items: [
          'Une carte marquée d’un éclair agit dès qu’elle est piochée, et vous devez l’utiliser si elle a une cible.',
          'Elles rapportent 3 points, ou font évaluer une route, une ville ou une abbaye où vous avez le plus de partisans (ils rentrent et la zone reste ouverte), ou posent un partisan de votre réserve sur un pré, une route ou une ville, ou ajoutent un de vos partisans à une zone où un autre joueur en a un.',
          'Les cartes Coucher couchent tous les partisans d’une zone : ils restent sur le plateau jusqu’à la fin, et une fois la zone achevée ses points sont mis de côté jusqu’à la fin de la partie.',
          'Les cartes Égalité vous donnent une marque sur une zone où vous êtes à égalité pour le plus de partisans : la marque compte comme un partisan de plus.',
        ],
      },
      {
        title: 'Votre main',
        items: [
          'Les autres cartes vont dans votre main secrète : les autres ne voient que leur nombre. À la fin de votre tour vous en gardez au plus 5 et défaussez le reste.',
          'Avant de poser votre tuile : Deux tuiles (piochez une deuxième tuile, posez-en une, l’autre quitte la partie), Rappel (un de vos partisans rentre), les cartes Échange (un de vos partisans change de place avec celui d’un autre joueur sur une zone du même type) et Contrainte (le joueur suivant doit poser sa tuile sur la case que vous choisissez, si elle y va).',
          'Quand votre tuile achève une zone : Route en boucle, Ville à blasons et Ville simple vous la font valoir davantage.',
          'À la fin de votre tour : de nouveau Rappel, les cartes Échange et Contrainte.',
        ],
      },
      {
        title: 'Attaques et Protection',
        items: [
          'Les cartes qui agissent sur les partisans des autres ou leur imposent une case sont des attaques. Chaque joueur touché est interrogé à son tour : veut-il défausser une carte Protection pour annuler l’attaque ?',
          'Tous les joueurs touchés sont interrogés, qu’ils aient une Protection ou non : la question ne révèle rien de leur main.',
        ],
      },
      {
        title: 'Fin de partie',
        items: [
          'On joue d’abord les cartes Égalité : pré, puis vient le décompte final habituel, puis les points mis de côté des zones couchées.',
          'Bonus de réserve : 2 points par partisan dans votre réserve. Bonus de pré et Bonus de pré partagé : 1 point de plus par ville achevée pour chaque pré que vous détenez ou partagez.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'Les Cadeaux ajoute 25 cartes cadeau, cinq de chaque : Synode, Balayeur, Changement de position, Encaissement et Deux tuiles. Vous en recevez une quand votre tuile aide un autre joueur, et vous l’ouvrez à un tour suivant pour une petite faveur.',
    sections: [
      {
        title: 'Recevoir un cadeau',
        items: [
          'Quand votre tuile prolonge une route ou une ville qui, juste après la pose, appartient à un autre joueur et pas à vous, vous piochez un cadeau à la fin de votre tour. Si vous y partagez le plus de partisans, la zone est aussi à vous et ne rapporte rien.',
          'Au plus un cadeau par tour. Vos cadeaux sont secrets : les autres ne voient que leur nombre.',
          'Quand le paquet est vide, les cadeaux ouverts sont mélangés pour en former un nouveau.',
        ],
      },
      {
        title: 'Ouvrir un cadeau',
        items: [
          'Après avoir pioché votre tuile et avant de la poser, vous pouvez ouvrir un cadeau. Vous choisissez sa cible ; un cadeau sans cible possible peut quand même être ouvert, mais il ne fait rien.',
          'Synode : posez un partisan de votre réserve sur n’importe quelle abbaye inachevée, même occupée.',
          'Balayeur : une route inachevée portant des partisans est évaluée tout de suite, 1 point par tuile, pour les joueurs qui y ont le plus de partisans ; ses partisans rentrent. La route reste ouverte et peut rapporter encore.',
          'Changement de position : un de vos partisans se couche comme paysan dans un pré de la même tuile, ou un de vos paysans se lève sur une route, une ville ou une abbaye de cette tuile, même occupée.',
          'Encaissement : reprenez un de vos partisans et marquez 2 points par partisan sur toute sa zone, de tous les joueurs, celui qui rentre compris.',
          'Deux tuiles : piochez une deuxième tuile et posez celle que vous préférez ; l’autre retourne dans la pile.',
        ],
      },
      {
        title: 'Fin de partie',
        items: ['Chaque cadeau encore fermé vaut 2 points.'],
      },
    ],
  },
  festival: {
    intro: 'La Fête ajoute 10 tuiles, chacune avec une fête en son centre.',
    sections: [
      {
        title: 'Les tuiles',
        items: [
          'La fête est une image : personne ne peut s’y placer. Le reste de la tuile accueille des partisans comme d’habitude.',
          'Sur certaines tuiles de fête, une route s’arrête à la fête : ces tuiles ferment donc la route.',
        ],
      },
      {
        title: 'Renvoyer un partisan',
        items: [
          'Après avoir posé une tuile de fête, vous pouvez, au lieu de poser un partisan, renvoyer dans votre réserve un de vos partisans, où qu’il soit sur le plateau. Cela ne rapporte rien.',
          'Vous ne pouvez pas, dans le même tour, poser un partisan et en renvoyer un. Les partisans des autres joueurs ne rentrent jamais de cette façon.',
          'Le partisan part avant l’évaluation des zones achevées par la tuile : s’il était seul sur une route que la tuile de fête ferme, personne ne marque cette route.',
          'Dans cette application, vos partisans qui peuvent rentrer sont entourés sur le plateau.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Pâques ajoute 22 tuiles : 10 nids de Pâques et 12 tuiles lapin de Pâques. Collectez des œufs : le plus grand nombre d’œufs vaut 10 points en fin de partie, le deuxième 5.',
    sections: [
      {
        title: 'Le lapin de Pâques',
        items: [
          'Quand une tuile lapin est posée, le lapin saute dessus. Après l’évaluation du tour, chaque joueur à son tour, en commençant par celui qui l’a posée, lance le dé (1, 1, 2, 2, 3 ou 3) et déplace le lapin d’autant de sauts.',
          'Un saut mène à une tuile voisine, pas en diagonale. Pendant une même série de sauts, le lapin n’entre jamais deux fois sur une tuile, ni sur celle où la série a commencé.',
          'Vous devez faire tout le lancer s’il existe un chemin de cette longueur ; sinon le lapin va aussi loin que possible.',
          'Chaque fois que le lapin entre sur une tuile, chaque partisan de cette tuile rapporte un œuf à son propriétaire.',
          'Dans cette application, les tuiles où le lapin peut sauter sont en surbrillance : choisissez-en une par saut.',
        ],
      },
      {
        title: 'Nids de Pâques',
        items: [
          'Un nid est achevé quand les 8 cases qui l’entourent portent une tuile. Le joueur dont la tuile l’achève reçoit 2 œufs, et chaque partisan sur ces neuf tuiles rapporte un œuf à son propriétaire.',
          'Les nids comptent après l’évaluation du tour : les partisans qui viennent de rentrer ne reçoivent rien. Un nid jamais achevé ne rapporte rien.',
        ],
      },
      {
        title: 'Fin de partie',
        items: [
          'Après le décompte final, le joueur qui a le plus d’œufs marque 10 points et le deuxième nombre d’œufs 5. En cas d’égalité, tous les joueurs concernés marquent les points.',
          'Un joueur sans œuf ne marque rien.',
        ],
      },
    ],
  },
};
