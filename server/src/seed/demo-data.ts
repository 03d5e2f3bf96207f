// The Czech demo data set a fresh installation starts with: a small, living provider.
import { ActivityType, AgeCategory } from '@kurzy/common';

export const DEMO_BRANCHES = [
  {
    key: 'brno',
    title: 'Brno – Královo Pole',
    address: 'Palackého třída 1200/58, 612 00 Brno',
    latitude: 49.2165,
    longitude: 16.5996,
    phone: '+420541123456',
    email: 'brno@krouzky-slunecnice.cz',
    description: 'Světlé sály v přízemí základní školy, pět minut od tramvajové zastávky Hrnčířská.',
  },
  {
    key: 'olomouc',
    title: 'Olomouc – centrum',
    address: 'třída Svobody 956/31, 779 00 Olomouc',
    latitude: 49.5939,
    longitude: 17.2509,
    phone: '+420585123456',
    email: 'olomouc@krouzky-slunecnice.cz',
    description: 'Tělocvična a ateliér v domě dětí a mládeže, vchod ze dvora.',
  },
  {
    key: 'praha',
    title: 'Praha – Vinohrady',
    address: 'Korunní 810/104, 101 00 Praha 10',
    latitude: 50.0755,
    longitude: 14.4578,
    phone: '+420222123456',
    email: 'praha@krouzky-slunecnice.cz',
    description: 'Taneční studio a klubovna ve 2. patře, výtah k dispozici.',
  },
] as const;

export type BranchKey = (typeof DEMO_BRANCHES)[number]['key'];

export const DEMO_LECTORS = [
  {
    key: 'jana',
    username: 'jana.dvorakova',
    name: 'Jana Dvořáková',
    email: 'jana.dvorakova@krouzky-slunecnice.cz',
    emailPublic: true,
    description: 'Tanečnice a pedagožka, s dětmi tančí přes deset let.',
  },
  {
    key: 'petr',
    username: 'petr.svoboda',
    name: 'Petr Svoboda',
    email: 'petr.svoboda@krouzky-slunecnice.cz',
    emailPublic: false,
    description: 'Trenér florbalu a parkouru, absolvent FTVS UK.',
  },
  {
    key: 'lucie',
    username: 'lucie.cerna',
    name: 'Lucie Černá',
    email: 'lucie.cerna@krouzky-slunecnice.cz',
    emailPublic: true,
    description: 'Výtvarnice a keramička, vede ateliér pro malé i větší děti.',
  },
  {
    key: 'tomas',
    username: 'tomas.prochazka',
    name: 'Tomáš Procházka',
    email: 'tomas.prochazka@krouzky-slunecnice.cz',
    emailPublic: false,
    description: 'Programátor a šachista, učí děti přemýšlet krok za krokem.',
  },
] as const;

export type LectorKey = (typeof DEMO_LECTORS)[number]['key'];

interface DemoSlot {
  branch: BranchKey;
  lector: LectorKey;
  dayOfWeek: number;
  from: string;
  to: string;
}

export interface DemoCourse {
  key: string;
  title: string;
  description: string;
  type: ActivityType;
  category: AgeCategory;
  capacity: number;
  maxCapacity: number;
  price: number;
  numberOfLessons: number;
  order: number | null;
  slots: DemoSlot[];
  registrations: number;
}

const course = (
  key: string,
  title: string,
  type: ActivityType,
  category: AgeCategory,
  description: string,
  price: number,
  slots: DemoSlot[],
  registrations: number,
  capacity = 12,
  order: number | null = null,
): DemoCourse => ({
  key,
  title,
  description,
  type,
  category,
  capacity,
  maxCapacity: capacity + 3,
  price,
  numberOfLessons: 15,
  order,
  slots,
  registrations,
});

/** 13 courses: every age category and every activity type. `balet` is full, with replacements. */
export const DEMO_COURSES: DemoCourse[] = [
  course(
    'tanecky',
    'Tanečky s maminkou',
    ActivityType.dancing,
    AgeCategory.babies,
    'Hravé pohybové hodiny pro nejmenší a jejich rodiče: říkanky, písničky a první taneční krůčky.',
    1800,
    [{ branch: 'brno', lector: 'jana', dayOfWeek: 2, from: '09:30', to: '10:15' }],
    3,
    8,
    1,
  ),
  course(
    'batolata',
    'Batolátka v pohybu',
    ActivityType.sport,
    AgeCategory.babies,
    'Prolézačky, míčky a padák. Rozvíjíme hrubou motoriku a radost z pohybu.',
    1700,
    [{ branch: 'praha', lector: 'petr', dayOfWeek: 4, from: '10:00', to: '10:45' }],
    2,
    8,
  ),
  course(
    'balet',
    'Předškolní balet',
    ActivityType.dancing,
    AgeCategory.preschool,
    'Základy klasického tance, držení těla a hudebnost. Na konci pololetí vystoupení pro rodiče.',
    2400,
    [{ branch: 'brno', lector: 'jana', dayOfWeek: 1, from: '16:00', to: '16:45' }],
    8,
    6,
    2,
  ),
  course(
    'skolicka',
    'Sportovní školička',
    ActivityType.sport,
    AgeCategory.preschool,
    'Všestranná sportovní průprava: běh, skoky, házení a míčové hry.',
    2200,
    [{ branch: 'olomouc', lector: 'petr', dayOfWeek: 3, from: '16:00', to: '16:50' }],
    3,
  ),
  course(
    'malovani',
    'Malování a modelování',
    ActivityType.creative,
    AgeCategory.preschool,
    'Barvy, hlína, papír a přírodniny. Každý týden si dítě odnese vlastní výtvor.',
    2300,
    [{ branch: 'praha', lector: 'lucie', dayOfWeek: 2, from: '15:30', to: '16:30' }],
    2,
  ),
  course(
    'street',
    'Street dance',
    ActivityType.dancing,
    AgeCategory.younger_children,
    'Hip hop, breaking a choreografie na současnou hudbu pro školáky.',
    2600,
    [
      { branch: 'brno', lector: 'jana', dayOfWeek: 3, from: '17:00', to: '18:00' },
      { branch: 'praha', lector: 'jana', dayOfWeek: 5, from: '15:00', to: '16:00' },
    ],
    3,
    14,
    3,
  ),
  course(
    'florbal',
    'Florbal',
    ActivityType.sport,
    AgeCategory.younger_children,
    'Tréninky techniky a herních situací, turnaje s ostatními pobočkami.',
    2500,
    [{ branch: 'olomouc', lector: 'petr', dayOfWeek: 1, from: '15:00', to: '16:00' }],
    2,
    16,
  ),
  course(
    'keramika',
    'Keramika',
    ActivityType.creative,
    AgeCategory.younger_children,
    'Modelování z volné ruky, práce na hrnčířském kruhu a glazování. Výrobky pálíme v naší peci.',
    2900,
    [{ branch: 'brno', lector: 'lucie', dayOfWeek: 4, from: '15:30', to: '17:00' }],
    2,
    10,
  ),
  course(
    'vedci',
    'Malí vědci',
    ActivityType.other,
    AgeCategory.younger_children,
    'Pokusy s vodou, magnety i sopkou. Děti se učí pozorovat a ptát se proč.',
    2400,
    [{ branch: 'praha', lector: 'tomas', dayOfWeek: 3, from: '16:00', to: '17:00' }],
    1,
  ),
  course(
    'moderni-tanec',
    'Moderní tanec pro teenagery',
    ActivityType.dancing,
    AgeCategory.older_children,
    'Contemporary a jazz dance, improvizace a vlastní choreografie.',
    2700,
    [{ branch: 'olomouc', lector: 'jana', dayOfWeek: 2, from: '17:00', to: '18:30' }],
    1,
  ),
  course(
    'parkour',
    'Parkour',
    ActivityType.sport,
    AgeCategory.older_children,
    'Bezpečné zdolávání překážek, dopady a přeskoky pod dohledem trenéra.',
    2800,
    [{ branch: 'brno', lector: 'petr', dayOfWeek: 5, from: '16:00', to: '17:30' }],
    1,
  ),
  course(
    'roboti',
    'Programování robotů',
    ActivityType.other,
    AgeCategory.older_children,
    'Stavíme a programujeme roboty, od blokového programování až po Python.',
    3200,
    [{ branch: 'praha', lector: 'tomas', dayOfWeek: 1, from: '16:30', to: '18:00' }],
    1,
    10,
  ),
  course(
    'sachy',
    'Šachový klub',
    ActivityType.other,
    AgeCategory.uncategorized,
    'Pro začátečníky i pokročilé hráče všech věkových kategorií. Turnaje každý měsíc.',
    1900,
    [{ branch: 'olomouc', lector: 'tomas', dayOfWeek: 4, from: '16:00', to: '17:30' }],
    1,
    20,
  ),
];

export interface DemoCamp {
  title: string;
  description: string;
  branch: BranchKey;
  /** Who runs it, and so reads its families. */
  lector: LectorKey;
  month: number;
  firstDay: number;
  price: number;
  capacity: number;
  category: AgeCategory;
  type: ActivityType;
  registrations: number;
}

export const DEMO_CAMPS: DemoCamp[] = [
  {
    title: 'Letní taneční tábor',
    description: 'Pět dní tance, her a tvoření zakončených vystoupením pro rodiče. Oběd a svačiny v ceně.',
    branch: 'brno',
    lector: 'lucie',
    month: 7,
    firstDay: 6,
    price: 3900,
    capacity: 20,
    category: AgeCategory.younger_children,
    type: ActivityType.dancing,
    registrations: 5,
  },
  {
    title: 'Sportovní příměstský tábor',
    description: 'Míčové hry, atletika, výlet do lanového centra a koupání. Oběd a pitný režim v ceně.',
    branch: 'olomouc',
    lector: 'petr',
    month: 7,
    firstDay: 20,
    price: 3600,
    capacity: 25,
    category: AgeCategory.younger_children,
    type: ActivityType.sport,
    registrations: 3,
  },
];

export const DEMO_NEWS = [
  {
    title: 'Zápis do kroužků na nové pololetí',
    text: 'Přihlášky na druhé pololetí přijímáme online. Místa v oblíbených kroužcích rychle mizí, neváhejte. Pokud je kroužek plný, přihlaste dítě jako náhradníka – ozveme se, jakmile se místo uvolní.',
    daysAgo: 2,
  },
  {
    title: 'Letní tábory jsou vypsané',
    text: 'Vypsali jsme dva příměstské tábory v Brně a v Olomouci. Tábory probíhají od pondělí do pátku od 8 do 16 hodin a v ceně je oběd, svačiny i pitný režim.',
    daysAgo: 9,
  },
  {
    title: 'Nová keramická pec v Brně',
    text: 'Brněnská pobočka má novou keramickou pec, takže výrobky z kroužku keramiky budou hotové rychleji. Děkujeme rodičům za podporu sbírky!',
    daysAgo: 20,
  },
  {
    title: 'Vánoční vystoupení',
    text: 'Srdečně zveme rodiče i prarodiče na vánoční vystoupení tanečních kroužků. Vstup je zdarma, program trvá zhruba hodinu.',
    daysAgo: 35,
  },
  {
    title: 'Podzimní prázdniny',
    text: 'Během podzimních prázdnin kroužky neprobíhají. Zameškané lekce nahradíme v lednu, přesné termíny pošleme e-mailem.',
    daysAgo: 50,
  },
];

export const DEMO_GALLERIES = [
  {
    title: 'Vystoupení tanečních kroužků',
    description: 'Jarní vystoupení všech tanečních kroužků v Brně.',
    pictures: 6,
  },
  { title: 'Letní tábor', description: 'Fotky z loňského příměstského tábora.', pictures: 5 },
];

export const DEMO_VIDEO = { title: 'Jak to u nás vypadá', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' };

/** Families as [masculine, feminine] surname, so parents and children get matching Czech names. */
export const FAMILIES: [string, string][] = [
  ['Novák', 'Nováková'],
  ['Svoboda', 'Svobodová'],
  ['Dvořák', 'Dvořáková'],
  ['Černý', 'Černá'],
  ['Procházka', 'Procházková'],
  ['Kučera', 'Kučerová'],
  ['Veselý', 'Veselá'],
  ['Horák', 'Horáková'],
  ['Němec', 'Němcová'],
  ['Marek', 'Marková'],
  ['Pokorný', 'Pokorná'],
  ['Pospíšil', 'Pospíšilová'],
  ['Hájek', 'Hájková'],
  ['Král', 'Králová'],
  ['Jelínek', 'Jelínková'],
  ['Růžička', 'Růžičková'],
  ['Beneš', 'Benešová'],
  ['Fiala', 'Fialová'],
  ['Sedláček', 'Sedláčková'],
  ['Doležal', 'Doležalová'],
  ['Zeman', 'Zemanová'],
  ['Kolář', 'Kolářová'],
  ['Navrátil', 'Navrátilová'],
  ['Čermák', 'Čermáková'],
  ['Urban', 'Urbanová'],
  ['Vaněk', 'Vaňková'],
  ['Blažek', 'Blažková'],
  ['Kříž', 'Křížová'],
];
export const MOTHER_NAMES = [
  'Jana',
  'Petra',
  'Lucie',
  'Martina',
  'Kateřina',
  'Eva',
  'Tereza',
  'Veronika',
  'Hana',
  'Michaela',
];
export const FATHER_NAMES = ['Tomáš', 'Martin', 'Jakub', 'Petr', 'Lukáš', 'Pavel'];
export const GIRL_NAMES = ['Anna', 'Eliška', 'Tereza', 'Adéla', 'Natálie', 'Sofie', 'Viktorie', 'Ema', 'Klára'];
export const BOY_NAMES = ['Jakub', 'Jan', 'Tomáš', 'Matyáš', 'Adam', 'Vojtěch', 'Filip', 'Ondřej', 'David'];
