import type { HelpPages } from './types.js';

export const helpPagesCs: HelpPages = {
  'christmas-gift': {
    intro:
      'Vánoční dárek přidává 64 karet ve dvou balíčcích, Klášter a Cesta. Karty dávají body, přidávají figurky na plochu, přesouvají nebo pokládají figurky ostatních, rozhodují remízy, nutí dalšího hráče přiložit dílek na určené místo a na konci vyplácejí bonusy.',
    sections: [
      {
        title: 'Tažení karet',
        items: [
          'Karta Klášter: tvůj dílek leží na jednom z 8 polí kolem kláštera, na kterém má figurku jiný hráč.',
          'Karta Cesta: tvůj dílek má cestu, ale žádné město ani klášter.',
          'Jeden dílek může přinést kartu z každého balíčku. Tahat nemusíš. Prázdný balíček se už nedoplňuje.',
        ],
      },
      {
        title: 'Bleskové karty',
        items: [
          'Karta s bleskem účinkuje hned po tažení a musíš ji použít, pokud má cíl.',
          'Dávají 3 body, nebo nechají obodovat cestu, město či klášter, kde máš nejvíc figurek (figurky jdou domů a území zůstává otevřené), nebo postaví figurku ze zásoby na louku, cestu či město, nebo přidají tvou figurku na území, kde má figurku jiný hráč.',
          'Karty Položit položí všechny figurky jednoho území: zůstanou na ploše až do konce, a jakmile je území dokončeno, jeho body se uloží až na konec hry.',
          'Karty Remíza ti dají značku na území, kde máš stejně figurek jako nejsilnější soupeř: značka se počítá jako figurka navíc.',
        ],
      },
      {
        title: 'Tvoje ruka',
        items: [
          'Ostatní karty jdou do tvé tajné ruky: ostatní vidí jen jejich počet. Na konci tahu si necháš nejvýš 5 a zbytek odhodíš.',
          'Před přiložením dílku: Dva dílky (táhneš druhý dílek, jeden přiložíš, druhý ze hry odchází), Odvolání (jedna tvá figurka jde domů), karty Výměna (tvá figurka si vymění místo s figurkou jiného hráče na území stejného druhu) a Nátlak (další hráč musí přiložit dílek na pole, které vybereš, pokud tam pasuje).',
          'Když tvůj dílek dokončí území: Okružní cesta, Město s erby a Prosté město ti za ně dají víc bodů.',
          'Na konci tahu: znovu Odvolání, karty Výměna a Nátlak.',
        ],
      },
      {
        title: 'Útoky a Ochrana',
        items: [
          'Karty, které působí na figurky ostatních nebo jim určují, kam přiložit dílek, jsou útoky. Každý zasažený hráč je postupně dotázán, zda odhodí kartu Ochrana a útok zruší.',
          'Dotázán je každý zasažený hráč, ať Ochranu má, nebo ne, takže otázka nic neprozradí o ničí ruce.',
        ],
      },
      {
        title: 'Konec hry',
        items: [
          'Nejdřív se zahrají karty Remíza: louka, pak proběhne obvyklé závěrečné bodování a potom se vyplatí uložené body položených území.',
          'Bonus zásoby: 2 body za každou figurku ve tvé zásobě. Bonus louky a Bonus sdílené louky: 1 bod navíc za každé dokončené město u každé louky, kterou ovládáš nebo sdílíš.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'Dárky přidávají 25 karet dárků, po pěti od Synody, Metaře, Změny postavení, Výplaty a Dvou dílků. Jeden dostaneš, když tvůj dílek pomůže jinému hráči, a otevřeš ho v některém dalším tahu pro malou laskavost.',
    sections: [
      {
        title: 'Jak dostat dárek',
        items: [
          'Když tvůj dílek prodlouží cestu nebo město, které hned po přiložení patří jinému hráči a ne tobě, táhneš na konci tahu dárek. Pokud tam máš stejně figurek jako nejsilnější soupeř, území je i tvoje a dárek nepřinese.',
          'Nejvýš jeden dárek za tah. Tvoje dárky jsou tajné: ostatní vidí jen jejich počet.',
          'Když dojde balíček, otevřené dárky se zamíchají do nového.',
        ],
      },
      {
        title: 'Otevření dárku',
        items: [
          'Po tažení dílku a před jeho přiložením smíš otevřít jeden dárek. Cíl si vybereš sám; dárek bez možného cíle otevřít smíš, ale nic neudělá.',
          'Synoda: postav figurku ze zásoby na libovolný nedokončený klášter, i obsazený.',
          'Metař: nedokončená cesta s figurkami se hned obodová, 1 bod za dílek, pro hráče s nejvíce figurkami na ní; figurky jdou domů. Cesta zůstává otevřená a může bodovat znovu.',
          'Změna postavení: tvá figurka si lehne jako sedlák na louku téhož dílku, nebo se tvůj sedlák postaví na cestu, město či klášter téhož dílku, i obsazené.',
          'Výplata: vezmi si zpět jednu svou figurku a získej 2 body za každou figurku na celém jejím území, všech hráčů, včetně té vracené.',
          'Dva dílky: táhni druhý dílek a přilož ten, který se ti hodí víc; druhý se vrátí do hromádky.',
        ],
      },
      {
        title: 'Konec hry',
        items: ['Každý neotevřený dárek má hodnotu 2 body.'],
      },
    ],
  },
  festival: {
    intro: 'Slavnost přidává 10 dílků, každý se slavností uprostřed.',
    sections: [
      {
        title: 'Dílky',
        items: [
          'Slavnost je jen obrázek: nikdo na ní nemůže stát. Zbytek dílku přijímá figurky jako obvykle.',
          'Na některých dílcích slavnosti končí cesta u slavnosti, takže tyto dílky cestu uzavírají.',
        ],
      },
      {
        title: 'Poslání figurky domů',
        items: [
          'Po přiložení dílku slavnosti smíš místo umístění figurky vrátit do zásoby jednu svou figurku odkudkoli z plochy. Nedostaneš za to body.',
          'V jednom tahu nemůžeš figurku zároveň umístit i vrátit. Figurky ostatních hráčů se takto domů nikdy nevracejí.',
          'Figurka odejde dřív, než se obodují území dokončená dílkem: pokud stála sama na cestě, kterou dílek slavnosti uzavírá, nikdo za tu cestu body nezíská.',
          'V této aplikaci jsou tvé figurky, které smějí jít domů, na ploše zakroužkované.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Velikonoce přidávají 22 dílků: 10 velikonočních hnízd a 12 dílků velikonočního zajíce. Sbírej vajíčka: nejvíc vajíček má na konci hodnotu 10 bodů, druhý nejvyšší počet 5.',
    sections: [
      {
        title: 'Velikonoční zajíc',
        items: [
          'Když se přiloží dílek zajíce, zajíc na něj skočí. Po bodování tahu každý hráč postupně, počínaje tím, kdo dílek přiložil, hodí kostkou (1, 1, 2, 2, 3 nebo 3) a posune zajíce o tolik skoků.',
          'Skok vede na sousední dílek, ne úhlopříčně. V jednom kole skoků zajíc nikdy nevstoupí dvakrát na tentýž dílek ani na dílek, kde kolo začalo.',
          'Musíš táhnout celý hod, pokud cesta takové délky existuje; jinak zajíc dojde, kam až může.',
          'Pokaždé když zajíc vstoupí na dílek, každá figurka na něm získá svému majiteli jedno vajíčko.',
          'V této aplikaci jsou dílky, na které může zajíc skočit, zvýrazněné: vyber jeden pro každý skok.',
        ],
      },
      {
        title: 'Velikonoční hnízda',
        items: [
          'Hnízdo je dokončené, když na všech 8 polích kolem něj leží dílky. Hráč, jehož dílek ho dokončí, dostane 2 vajíčka a každá figurka na těch devíti dílcích získá svému majiteli jedno vajíčko.',
          'Hnízda se počítají po bodování tahu, takže figurky, které se právě vrátily domů, nedostanou nic. Nedokončené hnízdo nedá nic.',
        ],
      },
      {
        title: 'Konec hry',
        items: [
          'Po závěrečném bodování získá hráč s nejvíce vajíčky 10 bodů a hráč s druhým nejvyšším počtem 5. Při shodě dostanou body všichni dotčení hráči.',
          'Hráč bez vajíček nezíská nic.',
        ],
      },
    ],
  },
};
