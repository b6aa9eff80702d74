import type { HelpPages } from './types.js';

export const helpPagesRo: HelpPages = {
  'christmas-gift': {
    intro:
      'Cadoul de Crăciun adaugă 64 de cărți în două pachete, Mănăstire și Drum. Ele aduc puncte, pun meeple în plus pe tablă, mută sau culcă meeple-ii altor jucători, rezolvă egalitățile, obligă jucătorul următor să pună piesa într-un anumit loc și dau bonusuri la final.',
    sections: [
      {
        title: 'Tragerea cărților',
        items: [
          'Carte Mănăstire: piesa ta stă pe unul dintre cele 8 pătrate din jurul unei mănăstiri unde alt jucător are un meeple.',
          'Carte Drum: piesa ta are un drum, dar niciun oraș și nicio mănăstire.',
          'O piesă poate aduce câte o carte din fiecare pachet. Tragerea e opțională. Un pachet gol nu se mai completează.',
        ],
      },
      {
        title: 'Cărți fulger',
        items: [
          'O carte cu fulger are efect imediat ce e trasă și trebuie folosită dacă are o țintă.',
          'Ele aduc 3 puncte, sau punctează un drum, un oraș sau o mănăstire unde ai cei mai mulți meeple (meeple-ii se întorc acasă, iar zona rămâne deschisă), sau pun un meeple din rezervă pe o pajiște, un drum sau un oraș, sau adaugă un meeple de-al tău într-o zonă unde alt jucător are unul.',
          'Cărțile Culcă culcă toți meeple-ii unei zone: rămân pe tablă până la final, iar când zona e terminată punctele ei sunt puse deoparte până la sfârșitul jocului.',
          'Cărțile Egalitate îți dau un semn pe o zonă unde ești la egalitate pentru cei mai mulți meeple: semnul contează ca un meeple în plus.',
        ],
      },
      {
        title: 'Mâna ta',
        items: [
          'Celelalte cărți intră în mâna ta secretă: ceilalți văd doar câte ai. La sfârșitul turei păstrezi cel mult 5 și arunci restul.',
          'Înainte de a pune piesa: Două piese (tragi o a doua piesă, pui una, cealaltă iese din joc), Rechemare (un meeple de-al tău se întoarce acasă), cărțile Schimb (un meeple de-al tău face schimb de loc cu al altui jucător pe o zonă de același fel) și Constrângere (jucătorul următor trebuie să-și pună piesa pe pătratul ales de tine, dacă se potrivește acolo).',
          'Când piesa ta termină o zonă: Drum circular, Oraș cu blazoane și Oraș simplu îți aduc mai multe puncte pe ea.',
          'La sfârșitul turei: din nou Rechemare, cărțile Schimb și Constrângere.',
        ],
      },
      {
        title: 'Atacuri și Protecție',
        items: [
          'Cărțile care acționează asupra meeple-ilor altora sau le impun locul piesei sunt atacuri. Fiecare jucător afectat e întrebat pe rând dacă aruncă o carte Protecție pentru a anula atacul.',
          'Toți jucătorii afectați sunt întrebați, fie că au Protecție sau nu, așa că întrebarea nu dezvăluie nimic despre mâna cuiva.',
        ],
      },
      {
        title: 'Sfârșitul jocului',
        items: [
          'Întâi se joacă cărțile Egalitate: câmp, apoi urmează punctarea finală obișnuită, apoi punctele puse deoparte ale zonelor culcate.',
          'Bonus de rezervă: 2 puncte pentru fiecare meeple din rezerva ta. Bonus de câmp și Bonus de câmp împărțit: încă 1 punct pentru fiecare oraș terminat, pentru fiecare pajiște pe care o deții sau o împarți.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'Cadourile adaugă 25 de cărți cadou, câte cinci de Sinod, Măturător, Schimbare de poziție, Încasare și Două piese. Primești una când piesa ta ajută alt jucător și o deschizi într-o tură ulterioară pentru o mică favoare.',
    sections: [
      {
        title: 'Primirea unui cadou',
        items: [
          'Când piesa pusă de tine prelungește un drum sau un oraș care, imediat după plasare, este al altui jucător și nu al tău, tragi un cadou la sfârșitul turei. Dacă împarți acolo cei mai mulți meeple, zona e și a ta și nu aduce cadou.',
          'Cel mult un cadou pe tură. Cadourile tale sunt secrete: ceilalți văd doar câte ai.',
          'Când pachetul se golește, cadourile deschise se amestecă într-un pachet nou.',
        ],
      },
      {
        title: 'Deschiderea unui cadou',
        items: [
          'După ce ai tras piesa și înainte de a o pune, poți deschide un cadou. Îi alegi ținta; un cadou fără nicio țintă posibilă poate fi deschis totuși, dar nu face nimic.',
          'Sinod: pune un meeple din rezervă pe orice mănăstire neterminată, chiar ocupată.',
          'Măturător: un drum neterminat cu meeple pe el se punctează acum, 1 punct pe piesă, pentru jucătorii cu cei mai mulți meeple acolo; meeple-ii se întorc acasă. Drumul rămâne deschis și poate aduce puncte din nou.',
          'Schimbare de poziție: un meeple de-al tău se culcă ca țăran pe o pajiște a aceleiași piese, sau un țăran de-al tău se ridică pe un drum, un oraș sau o mănăstire a acelei piese, chiar ocupate.',
          'Încasare: ia înapoi un meeple de-al tău și primești 2 puncte pentru fiecare meeple de pe întreaga zonă, ai tuturor, inclusiv cel care se întoarce.',
          'Două piese: trage o a doua piesă și pune-o pe cea pe care o preferi; cealaltă se întoarce în teanc.',
        ],
      },
      {
        title: 'Sfârșitul jocului',
        items: ['Fiecare cadou nedeschis valorează 2 puncte.'],
      },
    ],
  },
  festival: {
    intro: 'Festivalul adaugă 10 piese, fiecare cu un festival în mijloc.',
    sections: [
      {
        title: 'Piesele',
        items: [
          'Festivalul e doar o imagine: nimeni nu poate sta pe el. Restul piesei primește meeple ca de obicei.',
          'Pe unele piese de festival un drum se termină la festival, deci aceste piese închid drumul.',
        ],
      },
      {
        title: 'Trimiterea unui meeple acasă',
        items: [
          'După ce pui o piesă de festival poți, în loc să pui un meeple, să trimiți înapoi în rezervă unul dintre meeple-ii tăi, de oriunde de pe tablă. Nu aduce puncte.',
          'Nu poți în aceeași tură și să pui un meeple, și să trimiți unul acasă. Meeple-ii altor jucători nu se întorc niciodată astfel.',
          'Meeple-ul pleacă înainte să se puncteze zonele terminate de piesă: dacă stătea singur pe un drum pe care piesa de festival îl închide, nimeni nu punctează acel drum.',
          'În această aplicație, meeple-ii tăi care pot fi trimiși acasă sunt încercuiți pe tablă.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Paște adaugă 22 de piese: 10 cuiburi de Paște și 12 piese cu iepurașul de Paște. Strânge ouă: cele mai multe ouă valorează 10 puncte la final, următoarele 5.',
    sections: [
      {
        title: 'Iepurașul de Paște',
        items: [
          'Când se pune o piesă cu iepurașul, iepurele sare pe ea. După punctarea turei, fiecare jucător pe rând, începând cu cel care a pus-o, aruncă zarul (1, 1, 2, 2, 3 sau 3) și mută iepurele tot atâtea salturi.',
          'Un salt duce pe o piesă vecină, nu în diagonală. Într-o rundă de salturi iepurele nu intră niciodată de două ori pe aceeași piesă, nici pe piesa de unde a pornit runda.',
          'Trebuie să muți tot zarul dacă există un drum atât de lung; altfel iepurele merge cât de departe poate.',
          'De fiecare dată când iepurele intră pe o piesă, fiecare meeple de pe ea aduce un ou proprietarului său.',
          'În această aplicație piesele pe care poate sări iepurele sunt evidențiate: alege câte una pentru fiecare salt.',
        ],
      },
      {
        title: 'Cuiburi de Paște',
        items: [
          'Un cuib e terminat când toate cele 8 pătrate din jurul lui au piese. Jucătorul a cărui piesă îl termină primește 2 ouă, iar fiecare meeple de pe cele nouă piese aduce un ou proprietarului său.',
          'Cuiburile se numără după punctarea turei, deci meeple-ii care tocmai s-au întors acasă nu primesc nimic. Un cuib neterminat nu aduce nimic.',
        ],
      },
      {
        title: 'Sfârșitul jocului',
        items: [
          'După punctarea finală, jucătorul cu cele mai multe ouă primește 10 puncte, iar cel cu următorul număr de ouă 5. La egalitate toți jucătorii în cauză primesc punctele.',
          'Un jucător fără ouă nu primește nimic.',
        ],
      },
    ],
  },
};
