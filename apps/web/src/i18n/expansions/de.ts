export const expansionsDe = {
  'exp.christmas-gift.line': 'Zwei Stapel mit 64 Karten, die man durch Anlegen neben fremden Klöstern oder mit reinen Straßenplättchen bekommt: Punkte, zusätzliche Figuren, Angriffe und Boni am Spielende.',
  'exp.gifts.line': 'Verlängere die Straße oder Stadt eines anderen und bekomme eine geheime Geschenkkarte; öffne eine, bevor du später ein Plättchen anlegst.',
  'exp.festival.line': '10 Festplättchen: nach dem Anlegen eines solchen darfst du statt eine Figur einzusetzen eine eigene zurücknehmen.',
  'exp.easter.line': '22 Nest- und Hasenplättchen: der Osterhase hüpft über Figuren und verteilt Eier; die meisten Eier bringen am Ende 10 Punkte.',
  'setup.expHelp': 'Mehr über {name}',
  'help.title': 'Hilfe',
  'help.expansions': 'Erweiterungen',
  'help.back': 'Zurück',
  'help.all': 'Alle Hilfe',
  'help.missing': 'Es gibt keine Hilfeseite mit diesem Namen.',
};
