export const expansionsNl = {
  'exp.christmas-gift.line': 'Twee stapels met 64 kaarten, verdiend door naast kloosters van anderen te bouwen of wegtegels te leggen: punten, extra horigen, aanvallen en bonussen aan het eind.',
  'exp.gifts.line': 'Verleng de weg of stad van een ander en krijg een geheime geschenkkaart; open er een voor je later een tegel legt.',
  'exp.festival.line': '10 feesttegels: na het leggen van een feesttegel mag je een eigen horige terugnemen in plaats van er een te plaatsen.',
  'exp.easter.line': '22 nest- en haastegels: de paashaas springt langs horigen en deelt eieren uit; de meeste eieren leveren aan het eind 10 punten op.',
  'setup.expHelp': 'Meer over {name}',
  'help.title': 'Hulp',
  'help.expansions': 'Uitbreidingen',
  'help.back': 'Terug',
  'help.all': 'Alle hulp',
  'help.missing': 'Er is geen hulppagina met die naam.',
};
