import type { HelpPages } from './types.js';

export const helpPagesNl: HelpPages = {
  'christmas-gift': {
    intro:
      'Kerstcadeau voegt 64 kaarten toe in twee stapels, Klooster en Wegkant. Ze leveren punten op, zetten extra horigen op het bord, verplaatsen horigen van anderen of leggen ze neer, beslissen gelijke standen, dwingen de volgende speler een tegel op een bepaalde plek te leggen en geven bonussen aan het eind.',
    sections: [
      {
        title: 'Kaarten trekken',
        items: [
          'Kloosterkaart: je tegel ligt op een van de 8 vakken rond een klooster waarop een andere speler een horige heeft.',
          'Wegkantkaart: je tegel heeft een weg, maar geen stad en geen klooster.',
          'Eén tegel kan een kaart van elke stapel opleveren. Trekken mag, maar hoeft niet. Een lege stapel wordt niet aangevuld.',
        ],
      },
      {
        title: 'Bliksemkaarten',
        items: [
          'Een kaart met een bliksemschicht werkt meteen bij het trekken, en je moet hem gebruiken als hij een doel heeft.',
          'Ze leveren 3 punten op, of laten een weg, stad of klooster waar jij de meeste horigen hebt nu tellen (de horigen gaan naar huis en het gebied blijft open), of zetten een horige uit je voorraad op een weide, weg of stad, of voegen een horige van jou toe aan een gebied waar een andere speler er een heeft.',
          'Neerlegkaarten leggen alle horigen van een gebied neer: ze blijven tot het eind op het bord, en zodra het gebied af is, worden de punten bewaard tot het einde van het spel.',
          'Gelijkspelkaarten geven je een markering op een gebied waar je gelijk staat met de meeste horigen: de markering telt als een horige extra.',
        ],
      },
      {
        title: 'Je hand',
        items: [
          'De andere kaarten gaan naar je geheime hand: de anderen zien alleen hoeveel je er hebt. Aan het eind van je beurt houd je er hoogstens 5 en leg je de rest af.',
          'Vóór het leggen van je tegel: Twee trekken (trek een tweede tegel, leg er een, de andere verdwijnt uit het spel), Terugroepen (een van je horigen gaat naar huis), de ruilkaarten (een horige van jou ruilt van plaats met een horige van een ander op hetzelfde soort gebied) en Dwang (de volgende speler moet zijn tegel op het vak leggen dat jij kiest, als hij daar past).',
          'Als je tegel een gebied afmaakt: Rondweg, Wapenstad en Gewone stad leveren jou er meer punten voor op.',
          'Aan het eind van je beurt: opnieuw Terugroepen, de ruilkaarten en Dwang.',
        ],
      },
      {
        title: 'Aanvallen en Bescherming',
        items: [
          'Kaarten die op horigen van anderen werken of hen dwingen waar ze leggen, zijn aanvallen. Elke getroffen speler wordt op zijn beurt gevraagd of hij een Beschermingskaart aflegt om de aanval te stoppen.',
          'Iedere getroffen speler krijgt die vraag, of hij Bescherming heeft of niet, zodat de vraag niets over iemands hand verraadt.',
        ],
      },
      {
        title: 'Einde van het spel',
        items: [
          'Eerst worden de kaarten Gelijkspel: weide gespeeld, dan volgt de gewone eindtelling en daarna de bewaarde punten van neergelegde gebieden.',
          'Voorraadbonus: 2 punten per horige in je voorraad. Weidebonus en Gedeelde weidebonus: 1 punt extra per afgemaakte stad voor elke weide die je bezit of deelt.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'De Geschenken voegt 25 geschenkkaarten toe, telkens vijf van Synode, Wegveger, Van positie wisselen, Uitbetalen en Twee trekken. Je krijgt er een als je tegel een andere speler helpt, en je opent hem in een latere beurt voor een kleine gunst.',
    sections: [
      {
        title: 'Een geschenk krijgen',
        items: [
          'Als je tegel een weg of stad verlengt die direct na het leggen van een andere speler is en niet van jou, trek je aan het eind van je beurt een geschenk. Deel je daar de meeste horigen, dan is het gebied ook van jou en krijg je niets.',
          'Hoogstens één geschenk per beurt. Je geschenken zijn geheim: de anderen zien alleen hoeveel je er hebt.',
          'Is de stapel leeg, dan worden de geopende geschenken geschud tot een nieuwe stapel.',
        ],
      },
      {
        title: 'Een geschenk openen',
        items: [
          'Na het trekken van je tegel en vóór het leggen mag je één geschenk openen. Je kiest zelf het doel; een geschenk zonder mogelijk doel mag je ook openen, maar dan doet het niets.',
          'Synode: zet een horige uit je voorraad op een onaf klooster naar keuze, ook een bezet klooster.',
          'Wegveger: een onaffe weg met horigen erop telt nu, 1 punt per tegel, voor de spelers met de meeste horigen; de horigen gaan naar huis. De weg blijft open en kan later opnieuw punten opleveren.',
          'Van positie wisselen: een van je horigen gaat als boer liggen in een weide van dezelfde tegel, of een van je boeren gaat staan op een weg, stad of klooster van die tegel, ook als daar al iemand staat.',
          'Uitbetalen: neem een van je horigen terug en krijg 2 punten voor elke horige op het hele gebied, van iedereen, de teruggenomen horige meegeteld.',
          'Twee trekken: trek een tweede tegel en leg de tegel die je het liefst hebt; de andere gaat terug in de stapel.',
        ],
      },
      {
        title: 'Einde van het spel',
        items: ['Elk ongeopend geschenk is 2 punten waard.'],
      },
    ],
  },
  festival: {
    intro: 'Het Feest voegt 10 tegels toe, elk met een feest in het midden.',
    sections: [
      {
        title: 'De tegels',
        items: [
          'Het feest is een afbeelding: niemand kan erop staan. De rest van de tegel neemt horigen zoals gewoonlijk.',
          'Op sommige feesttegels eindigt een weg bij het feest; zulke tegels sluiten die weg af.',
        ],
      },
      {
        title: 'Een horige naar huis sturen',
        items: [
          'Na het leggen van een feesttegel mag je, in plaats van een horige te plaatsen, een van je horigen van waar dan ook op het bord terugnemen in je voorraad. Dat levert geen punten op.',
          'Je kunt in dezelfde beurt niet zowel een horige plaatsen als er een terugnemen. Horigen van andere spelers gaan zo nooit naar huis.',
          'De horige vertrekt voordat de afgemaakte gebieden van de tegel tellen: stond hij alleen op een weg die de feesttegel afsluit, dan krijgt niemand punten voor die weg.',
          'In deze app zijn je horigen die naar huis mogen omcirkeld op het bord.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Pasen voegt 22 tegels toe: 10 paasnesten en 12 paashaastegels. Verzamel eieren: de meeste eieren zijn aan het eind 10 punten waard, de op één na meeste 5.',
    sections: [
      {
        title: 'De paashaas',
        items: [
          'Als er een paashaastegel wordt gelegd, springt de haas erop. Na de telling van de beurt gooit elke speler om de beurt, te beginnen bij wie de tegel legde, de dobbelsteen (1, 1, 2, 2, 3 of 3) en verplaatst de haas zoveel sprongen.',
          'Een sprong gaat naar een aangrenzende tegel, niet schuin. In één ronde sprongen komt de haas nooit twee keer op dezelfde tegel, en ook niet terug op de tegel waar de ronde begon.',
          'Je moet de volle worp lopen als er een pad van die lengte is; anders gaat de haas zo ver als hij kan.',
          'Telkens als de haas op een tegel komt, krijgt elke horige op die tegel een ei voor zijn eigenaar.',
          'In deze app zijn de tegels waar de haas heen mag gemarkeerd: kies er een per sprong.',
        ],
      },
      {
        title: 'Paasnesten',
        items: [
          'Een nest is af als alle 8 vakken eromheen een tegel hebben. Wie met zijn tegel het nest afmaakt, krijgt 2 eieren, en elke horige op die negen tegels krijgt een ei voor zijn eigenaar.',
          'Nesten tellen na de telling van de beurt, dus horigen die net naar huis gingen krijgen niets. Een nest dat nooit af komt, levert niets op.',
        ],
      },
      {
        title: 'Einde van het spel',
        items: [
          'Na de eindtelling krijgt de speler met de meeste eieren 10 punten en de speler met de op één na meeste 5. Bij gelijke stand krijgen alle betrokkenen de punten.',
          'Een speler zonder eieren krijgt niets.',
        ],
      },
    ],
  },
};
