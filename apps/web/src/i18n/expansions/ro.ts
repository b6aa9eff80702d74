export const expansionsRo = {
  'exp.christmas-gift.line': 'Două pachete cu 64 de cărți, câștigate construind lângă mănăstirile altora sau punând piese doar cu drum: puncte, meeple în plus, atacuri și bonusuri la final.',
  'exp.gifts.line': 'Prelungește drumul sau orașul altui jucător și primești o carte cadou secretă; deschide una înainte de a pune o piesă mai târziu.',
  'exp.festival.line': '10 piese de festival: după ce pui una, poți lua înapoi un meeple de-al tău în loc să pui unul.',
  'exp.easter.line': '22 de piese cu cuiburi și iepuri: iepurașul de Paște sare peste meeple și împarte ouă; cele mai multe ouă aduc 10 puncte la final.',
  'setup.expHelp': 'Mai multe despre {name}',
  'help.title': 'Ajutor',
  'help.expansions': 'Extensii',
  'help.back': 'Înapoi',
  'help.all': 'Tot ajutorul',
  'help.missing': 'Nu există o pagină de ajutor cu acest nume.',
};
