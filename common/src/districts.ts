// The districts (okresy) of the Czech Republic, as MŠMT names them when it sets the spring holidays
// (jarní prázdniny) by district: Prague by its parts Praha 1 to Praha 10, then the 76 districts.

const PRAGUE_PARTS = Array.from({ length: 10 }, (_, index) => `Praha ${index + 1}`);

const OTHER_DISTRICTS = [
  // Středočeský kraj
  'Benešov',
  'Beroun',
  'Kladno',
  'Kolín',
  'Kutná Hora',
  'Mělník',
  'Mladá Boleslav',
  'Nymburk',
  'Praha-východ',
  'Praha-západ',
  'Příbram',
  'Rakovník',
  // Jihočeský kraj
  'České Budějovice',
  'Český Krumlov',
  'Jindřichův Hradec',
  'Písek',
  'Prachatice',
  'Strakonice',
  'Tábor',
  // Plzeňský kraj
  'Domažlice',
  'Klatovy',
  'Plzeň-jih',
  'Plzeň-město',
  'Plzeň-sever',
  'Rokycany',
  'Tachov',
  // Karlovarský kraj
  'Cheb',
  'Karlovy Vary',
  'Sokolov',
  // Ústecký kraj
  'Děčín',
  'Chomutov',
  'Litoměřice',
  'Louny',
  'Most',
  'Teplice',
  'Ústí nad Labem',
  // Liberecký kraj
  'Česká Lípa',
  'Jablonec nad Nisou',
  'Liberec',
  'Semily',
  // Královéhradecký kraj
  'Hradec Králové',
  'Jičín',
  'Náchod',
  'Rychnov nad Kněžnou',
  'Trutnov',
  // Pardubický kraj
  'Chrudim',
  'Pardubice',
  'Svitavy',
  'Ústí nad Orlicí',
  // Kraj Vysočina
  'Havlíčkův Brod',
  'Jihlava',
  'Pelhřimov',
  'Třebíč',
  'Žďár nad Sázavou',
  // Jihomoravský kraj
  'Blansko',
  'Brno-město',
  'Brno-venkov',
  'Břeclav',
  'Hodonín',
  'Vyškov',
  'Znojmo',
  // Olomoucký kraj
  'Jeseník',
  'Olomouc',
  'Prostějov',
  'Přerov',
  'Šumperk',
  // Zlínský kraj
  'Kroměříž',
  'Uherské Hradiště',
  'Vsetín',
  'Zlín',
  // Moravskoslezský kraj
  'Bruntál',
  'Frýdek-Místek',
  'Karviná',
  'Nový Jičín',
  'Opava',
  'Ostrava-město',
] as const;

/** Prague's parts first, then the districts in Czech alphabetical order: the branch form's select. */
export const DISTRICTS: readonly string[] = [
  ...PRAGUE_PARTS,
  ...[...OTHER_DISTRICTS].sort((a, b) => a.localeCompare(b, 'cs')),
];

export const isDistrict = (value: string): boolean => DISTRICTS.includes(value);
