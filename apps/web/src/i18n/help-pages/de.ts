import type { HelpPages } from './types.js';

export const helpPagesDe: HelpPages = {
  'christmas-gift': {
    intro:
      'Weihnachtsgeschenk bringt 64 Karten in zwei Stapeln, Kloster und Wegrand. Sie geben Punkte, bringen zusätzliche Figuren aufs Spielfeld, versetzen oder legen Figuren anderer hin, entscheiden Gleichstände, zwingen den nächsten Spieler auf ein bestimmtes Feld und zahlen am Spielende Boni.',
    sections: [
      {
        title: 'Karten ziehen',
        items: [
          'Klosterkarte: dein Plättchen liegt auf einem der 8 Felder rund um ein Kloster, auf dem ein anderer Spieler eine Figur hat.',
          'Wegrandkarte: dein Plättchen hat eine Straße, aber keine Stadt und kein Kloster.',
          'Ein Plättchen kann eine Karte von jedem Stapel bringen. Ziehen ist freiwillig. Ein leerer Stapel wird nicht wieder aufgefüllt.',
        ],
      },
      {
        title: 'Blitzkarten',
        items: [
          'Eine Karte mit Blitz wirkt sofort beim Ziehen, und du musst sie nutzen, wenn sie ein Ziel hat.',
          'Sie bringen 3 Punkte, oder werten sofort eine Straße, Stadt oder ein Kloster, wo du die meisten Figuren hast (die Figuren kehren zurück, das Gebiet bleibt offen), oder setzen eine Figur aus deinem Vorrat auf eine Wiese, Straße oder Stadt, oder stellen eine Figur von dir in ein Gebiet, in dem ein anderer Spieler eine hat.',
          'Hinlegen-Karten legen alle Figuren eines Gebiets hin: Sie bleiben bis zum Ende auf dem Spielfeld, und sobald das Gebiet fertig ist, werden seine Punkte bis zum Spielende zurückgelegt.',
          'Gleichstand-Karten geben dir eine Marke auf einem Gebiet, wo du mit den meisten Figuren gleichauf liegst: Die Marke zählt wie eine Figur mehr.',
        ],
      },
      {
        title: 'Deine Hand',
        items: [
          'Die übrigen Karten kommen auf deine geheime Hand: Die anderen sehen nur, wie viele du hast. Am Ende deines Zugs behältst du höchstens 5 und wirfst den Rest ab.',
          'Vor dem Anlegen: Zwei ziehen (zieh ein zweites Plättchen, leg eines an, das andere scheidet aus dem Spiel aus), Rückruf (eine deiner Figuren kehrt heim), die Tausch-Karten (eine deiner Figuren tauscht den Platz mit der Figur eines anderen auf einem Gebiet derselben Art) und Zwang (der nächste Spieler muss sein Plättchen auf das von dir gewählte Feld legen, wenn es dort passt).',
          'Wenn dein Plättchen ein Gebiet fertigstellt: Straßenring, Wappenstadt und Schlichte Stadt bringen dir mehr Punkte dafür.',
          'Am Ende deines Zugs: noch einmal Rückruf, die Tausch-Karten und Zwang.',
        ],
      },
      {
        title: 'Angriffe und Schutz',
        items: [
          'Karten, die auf Figuren anderer wirken oder ihnen ein Feld vorschreiben, sind Angriffe. Jeder betroffene Spieler wird der Reihe nach gefragt, ob er eine Schutzkarte abwirft und den Angriff aufhebt.',
          'Jeder Betroffene wird gefragt, ob er Schutz hat oder nicht, so verrät die Frage nichts über seine Hand.',
        ],
      },
      {
        title: 'Spielende',
        items: [
          'Zuerst werden die Karten Gleichstand: Wiese gespielt, dann folgt die übliche Schlusswertung und danach die zurückgelegten Punkte hingelegter Gebiete.',
          'Vorratsbonus: 2 Punkte je Figur in deinem Vorrat. Wiesenbonus und Geteilter Wiesenbonus: 1 Punkt mehr je fertiger Stadt für jede Wiese, die dir gehört oder die du teilst.',
        ],
      },
    ],
  },
  gifts: {
    intro:
      'Die Geschenke bringt 25 Geschenkkarten, je fünf Synode, Straßenfeger, Stellungswechsel, Auszahlung und Zwei ziehen. Du bekommst eine, wenn dein Plättchen einem anderen Spieler hilft, und öffnest sie in einem späteren Zug für einen kleinen Vorteil.',
    sections: [
      {
        title: 'Ein Geschenk bekommen',
        items: [
          'Verlängert dein Plättchen eine Straße oder Stadt, die direkt nach dem Anlegen einem anderen Spieler gehört und nicht dir, ziehst du am Ende deines Zugs ein Geschenk. Teilst du dort die Mehrheit, gehört das Gebiet auch dir und bringt kein Geschenk.',
          'Höchstens ein Geschenk pro Zug. Deine Geschenke sind geheim: Die anderen sehen nur, wie viele du hast.',
          'Ist der Stapel leer, werden die geöffneten Geschenke zu einem neuen gemischt.',
        ],
      },
      {
        title: 'Ein Geschenk öffnen',
        items: [
          'Nachdem du dein Plättchen gezogen hast und bevor du es anlegst, darfst du ein Geschenk öffnen. Das Ziel wählst du selbst; ein Geschenk ohne mögliches Ziel darfst du trotzdem öffnen, dann bewirkt es nichts.',
          'Synode: Setze eine Figur aus deinem Vorrat auf ein beliebiges unfertiges Kloster, auch auf ein besetztes.',
          'Straßenfeger: Eine unfertige Straße mit Figuren wird sofort gewertet, 1 Punkt je Plättchen, für die Spieler mit den meisten Figuren dort; die Figuren kehren heim. Die Straße bleibt offen und kann später erneut punkten.',
          'Stellungswechsel: Eine deiner Figuren legt sich als Bauer auf eine Wiese desselben Plättchens, oder einer deiner Bauern stellt sich auf eine Straße, Stadt oder ein Kloster dieses Plättchens, auch wenn dort schon jemand steht.',
          'Auszahlung: Nimm eine deiner Figuren zurück und erhalte 2 Punkte für jede Figur auf ihrem ganzen Gebiet, egal von wem, die zurückkehrende eingeschlossen.',
          'Zwei ziehen: Zieh ein zweites Plättchen und leg das an, das dir lieber ist; das andere kommt zurück in den Stapel.',
        ],
      },
      {
        title: 'Spielende',
        items: ['Jedes noch ungeöffnete Geschenk ist 2 Punkte wert.'],
      },
    ],
  },
  festival: {
    intro: 'Das Fest bringt 10 Plättchen mit je einem Fest in der Mitte.',
    sections: [
      {
        title: 'Die Plättchen',
        items: [
          'Das Fest ist nur ein Bild: Niemand kann darauf stehen. Der Rest des Plättchens nimmt Figuren wie gewohnt auf.',
          'Auf manchen Festplättchen endet eine Straße am Fest, diese Plättchen schließen die Straße also ab.',
        ],
      },
      {
        title: 'Eine Figur heimschicken',
        items: [
          'Nach dem Anlegen eines Festplättchens darfst du, statt eine Figur einzusetzen, eine deiner Figuren von irgendwo auf dem Spielfeld in deinen Vorrat zurücknehmen. Das bringt keine Punkte.',
          'Du kannst nicht im selben Zug eine Figur einsetzen und eine zurücknehmen. Figuren anderer Spieler kehren so nie heim.',
          'Die Figur geht, bevor die vom Plättchen fertiggestellten Gebiete gewertet werden: Stand sie allein auf einer Straße, die das Festplättchen abschließt, bekommt niemand Punkte für diese Straße.',
          'In dieser App sind deine Figuren, die heim dürfen, auf dem Spielfeld eingekreist.',
        ],
      },
    ],
  },
  easter: {
    intro:
      'Ostern bringt 22 Plättchen: 10 Osternester und 12 Osterhasenplättchen. Sammle Eier: Die meisten Eier sind am Ende 10 Punkte wert, die zweitmeisten 5.',
    sections: [
      {
        title: 'Der Osterhase',
        items: [
          'Wird ein Osterhasenplättchen angelegt, springt der Hase darauf. Nach der Wertung des Zugs würfelt reihum jeder Spieler, beginnend bei dem, der es angelegt hat (der Würfel zeigt 1, 1, 2, 2, 3 oder 3), und lässt den Hasen so viele Sprünge machen.',
          'Ein Sprung geht auf ein benachbartes Plättchen, nicht diagonal. In einer Runde von Sprüngen betritt der Hase kein Plättchen zweimal und auch nicht das, auf dem die Runde begann.',
          'Du musst den ganzen Wurf ziehen, wenn es einen so langen Weg gibt; sonst hüpft der Hase so weit er kann.',
          'Jedes Mal, wenn der Hase ein Plättchen betritt, bringt jede Figur darauf ihrem Besitzer ein Ei.',
          'In dieser App sind die Plättchen markiert, auf die der Hase hüpfen darf: Wähle eines pro Sprung.',
        ],
      },
      {
        title: 'Osternester',
        items: [
          'Ein Nest ist fertig, wenn auf allen 8 Feldern rundherum Plättchen liegen. Wessen Plättchen es fertigstellt, bekommt 2 Eier, und jede Figur auf diesen neun Plättchen bringt ihrem Besitzer ein Ei.',
          'Nester zählen nach der Wertung des Zugs, Figuren, die gerade heimgekehrt sind, bekommen also nichts. Ein Nest, das nie fertig wird, bringt nichts.',
        ],
      },
      {
        title: 'Spielende',
        items: [
          'Nach der Schlusswertung bekommt der Spieler mit den meisten Eiern 10 Punkte und der mit den zweitmeisten 5. Bei Gleichstand bekommen alle Beteiligten die Punkte.',
          'Wer keine Eier hat, bekommt nichts.',
        ],
      },
    ],
  },
};
