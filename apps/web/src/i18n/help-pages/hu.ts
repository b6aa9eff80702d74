import type { HelpPages } from './types.js';

export const helpPagesHu: HelpPages = {
  'christmas-gift': {
    intro:
      'A Karácsonyi ajándék 64 kártyát ad két pakliban: Kolostor és Útszéli. A kártyák pontot adnak, további alattvalókat tesznek a táblára, mozgatják vagy lefektetik a többiek alattvalóit, eldöntik a döntetleneket, megszabják a következő játékosnak, hová tegye a lapkáját, és a játék végén bónuszt fizetnek.',
    sections: [
      {
        title: 'Kártyahúzás',
        items: [
          'Kolostor kártya: a lapkád egy olyan kolostor körüli 8 mező egyikére kerül, amelyen egy másik játékosnak alattvalója áll.',
          'Útszéli kártya: a lapkádon van út, de nincs rajta sem város, sem kolostor.',
          'Egy lapka mindkét pakliból hozhat egy-egy kártyát. A húzás nem kötelező. Az üres paklit nem töltjük fel újra.',
        ],
      },
      {
        title: 'Villámkártyák',
        items: [
          'A villámmal jelölt kártya azonnal hat, amint kihúzod, és ha van célpontja, használnod kell.',
          'Ezek 3 pontot adnak, vagy azonnal értékelnek egy utat, várost vagy kolostort, ahol neked van a legtöbb alattvalód (az alattvalók hazatérnek, a terület nyitva marad), vagy a készletedből alattvalót tesznek egy mezőre, útra vagy városba, vagy egy alattvalódat egy olyan területre teszik, ahol egy másik játékosnak is van.',
          'A Lefektetés kártyák egy terület összes alattvalóját lefektetik: a játék végéig a táblán maradnak, és ha a terület elkészül, a pontjait félretesszük a játék végéig.',
          'A Döntetlen kártyák jelet adnak egy olyan területre, ahol holtversenyben vagy a legtöbb alattvalóért: a jel egy további alattvalónak számít.',
        ],
      },
      {
        title: 'A kezed',
        items: [
          'A többi kártya a titkos kezedbe kerül: a többiek csak a számukat látják. A köröd végén legfeljebb 5-öt tarthatsz meg, a többit eldobod.',
          'A lapka lerakása előtt: Két lapka (húzz egy második lapkát, az egyiket rakd le, a másik kikerül a játékból), Visszahívás (egy alattvalód hazatér), a Csere kártyák (egy alattvalód helyet cserél egy másik játékos alattvalójával egy azonos fajta területen) és Kényszer (a következő játékosnak az általad választott mezőre kell raknia a lapkáját, ha oda illik).',
          'Ha a lapkád befejez egy területet: a Körút, a Címeres város és az Egyszerű város több pontot ad neked érte.',
          'A köröd végén: újra Visszahívás, a Csere kártyák és a Kényszer.',
        ],
      },
      {
        title: 'Támadások és Védelem',
        items: [
          'Azok a kártyák, amelyek mások alattvalóira hatnak, vagy megszabják, hová rakják a lapkájukat, támadások. Minden érintett játékost sorban megkérdezünk, eldob-e egy Védelem kártyát, hogy a támadást semmissé tegye.',
          'Minden érintett játékost megkérdezünk, akár van Védelme, akár nincs, így a kérdés semmit sem árul el senki kezéről.',
        ],
      },
      {
        title: 'A játék vége',
        items: [
          'Először a Döntetlen: mező kártyákat játsszuk ki, utána jön a szokásos végső értékelés, majd a lefektetett területek félretett pontjai.',
          'Készletbónusz: 2 pont minden alattvalóért a készletedben. Mezőbónusz és Közös mezőbónusz: minden befejezett városért további 1 pont minden olyan mezőnél, amely a tiéd, vagy amelyen osztozol.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'Az ajándékok 25 ajándékkártyát ad, ötöt-ötöt ezekből: Zsinat, Útseprő, Helycsere, Kifizetés és Két lapka. Akkor kapsz egyet, ha a lapkád egy másik játékosnak segít, és egy későbbi körödben egy kis szívességért kinyithatod.',
    sections: [
      {
        title: 'Ajándék kapása',
        items: [
          'Ha a lapkád olyan utat vagy várost hosszabbít meg, amely közvetlenül a lerakás után egy másik játékosé, és nem a tiéd, a köröd végén húzol egy ajándékot. Ha ott holtversenyben vagy a legtöbb alattvalóért, a terület a tiéd is, és nem hoz ajándékot.',
          'Körönként legfeljebb egy ajándék. Az ajándékaid titkosak: a többiek csak a számukat látják.',
          'Ha a pakli kifogy, a kinyitott ajándékokat összekeverjük egy új paklivá.',
        ],
      },
      {
        title: 'Ajándék kinyitása',
        items: [
          'A lapka húzása után, a lerakása előtt kinyithatsz egy ajándékot. A célpontját te választod; a lehetséges célpont nélküli ajándékot is kinyithatod, de akkor nem csinál semmit.',
          'Zsinat: tegyél egy alattvalót a készletedből bármelyik befejezetlen kolostorra, akár foglaltra is.',
          'Útseprő: egy befejezetlen, alattvalókkal foglalt utat azonnal értékelünk, lapkánként 1 ponttal, az ott legtöbb alattvalóval rendelkező játékosoknak; az alattvalók hazatérnek. Az út nyitva marad, és később újra pontot érhet.',
          'Helycsere: egy alattvalód földművesként lefekszik ugyanannak a lapkának egy mezőjére, vagy egy földművesed feláll ugyanannak a lapkának egy útjára, városára vagy kolostorára, akár foglaltra is.',
          'Kifizetés: vegyél vissza egy alattvalódat, és kapj 2 pontot a teljes területén álló minden alattvalóért, bárkié is, a hazatérőt is beleértve.',
          'Két lapka: húzz egy második lapkát, és azt rakd le, amelyiket jobbnak tartod; a másik visszakerül a húzópakliba.',
        ],
      },
      {
        title: 'A játék vége',
        items: ['Minden még ki nem nyitott ajándék 2 pontot ér.'],
      },
    ],
  },
  festival: {
    intro: 'Az ünnep 10 lapkát ad, mindegyik közepén egy ünneppel.',
    sections: [
      {
        title: 'A lapkák',
        items: [
          'Az ünnep csak egy kép: senki sem állhat rá. A lapka többi része a szokásos módon fogad alattvalókat.',
          'Néhány ünnep lapkán egy út az ünnepnél ér véget, így ezek a lapkák lezárják azt az utat.',
        ],
      },
      {
        title: 'Alattvaló hazaküldése',
        items: [
          'Ünnep lapka lerakása után alattvaló lehelyezése helyett visszavehetsz a készletedbe egy saját alattvalót a tábla bármely pontjáról. Ez nem ér pontot.',
          'Ugyanabban a körben nem tehetsz le alattvalót és nem küldhetsz haza egyet egyszerre. Más játékosok alattvalói így soha nem térnek haza.',
          'Az alattvaló még azelőtt távozik, hogy a lapka által befejezett területeket értékelnénk: ha egyedül állt egy úton, amelyet az ünnep lapka lezár, azért az útért senki sem kap pontot.',
          'Ebben az alkalmazásban a hazaküldhető alattvalóid be vannak karikázva a táblán.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'A Húsvét 22 lapkát ad: 10 húsvéti fészket és 12 húsvéti nyúl lapkát. Gyűjts tojásokat: a legtöbb tojás a játék végén 10 pontot ér, a második legtöbb 5-öt.',
    sections: [
      {
        title: 'A húsvéti nyúl',
        items: [
          'Amikor valaki nyúl lapkát rak le, a nyúl ráugrik. A kör értékelése után minden játékos sorban, a lapkát lerakóval kezdve, dob a kockával (1, 1, 2, 2, 3 vagy 3), és ennyit ugrat a nyúllal.',
          'Egy ugrás egy szomszédos lapkára vezet, átlósan nem. Egy ugrássorozatban a nyúl soha nem lép kétszer ugyanarra a lapkára, és arra sem, ahonnan a sorozat indult.',
          'A teljes dobást meg kell lépned, ha van ilyen hosszú út; különben a nyúl addig megy, ameddig tud.',
          'Valahányszor a nyúl egy lapkára lép, az azon álló minden alattvaló egy tojást hoz a gazdájának.',
          'Ebben az alkalmazásban ki vannak emelve azok a lapkák, amelyekre a nyúl ugorhat: ugrásonként válassz egyet.',
        ],
      },
      {
        title: 'Húsvéti fészkek',
        items: [
          'Egy fészek akkor készül el, ha mind a 8 körülötte lévő mezőn lapka van. Az a játékos, akinek a lapkája befejezi, 2 tojást kap, és a kilenc lapkán álló minden alattvaló egy tojást hoz a gazdájának.',
          'A fészkeket a kör értékelése után számoljuk, így az épp hazatért alattvalók nem kapnak semmit. A be nem fejezett fészek nem ad semmit.',
        ],
      },
      {
        title: 'A játék vége',
        items: [
          'A végső értékelés után a legtöbb tojással rendelkező játékos 10 pontot kap, a második legtöbb tojással rendelkező 5-öt. Holtverseny esetén minden érintett megkapja a pontokat.',
          'Tojás nélküli játékos nem kap semmit.',
        ],
      },
    ],
  },
};
