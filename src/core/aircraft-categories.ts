/**
 * The five aircraft categories Contrail prices, in display order, with the published ranges
 * of spec 000 section 3 and the manufacturers and models we show for each. The charter
 * engine's fleet uses these same model names.
 */
export const AIRCRAFT_CATEGORIES = [
  'TURBO_PROP',
  'LIGHT_JET',
  'MIDSIZE_JET',
  'SUPER_MIDSIZE_JET',
  'LARGE_JET',
] as const;
export type AircraftCategory = (typeof AIRCRAFT_CATEGORIES)[number];

export interface Range {
  min: number;
  max: number;
  /** The top of the range is "or more" ("1,000-1,500+ NM"). */
  orMore?: boolean;
}

export interface CategoryProfile {
  id: AircraftCategory;
  /** Tab label, as on the /aircraft page. */
  label: string;
  /** Display name on results ("Light Jet"). */
  displayName: string;
  displayOrder: number;
  rangeNm: Range;
  passengers: Range;
  bags: Range;
  description: string;
  manufacturers: { name: string; models: string[] }[];
}

export const CATEGORY_PROFILES: Record<AircraftCategory, CategoryProfile> = {
  TURBO_PROP: {
    id: 'TURBO_PROP',
    label: 'Turbo-Prop',
    displayName: 'Turbo-Prop',
    displayOrder: 1,
    rangeNm: { min: 1000, max: 1500, orMore: true },
    passengers: { min: 6, max: 10 },
    bags: { min: 6, max: 8 },
    description:
      'Efficient and versatile, turboprops reach short and unpaved-adjacent runways that jets cannot, making them ideal for regional hops of up to three hours.',
    manufacturers: [
      { name: 'Beechcraft', models: ['King Air 350i', 'King Air 260'] },
      { name: 'Pilatus', models: ['PC-12 NGX', 'PC-12 NG'] },
      { name: 'Daher', models: ['TBM 960'] },
    ],
  },
  LIGHT_JET: {
    id: 'LIGHT_JET',
    label: 'Light',
    displayName: 'Light Jet',
    displayOrder: 2,
    rangeNm: { min: 1000, max: 1800, orMore: true },
    passengers: { min: 6, max: 8 },
    bags: { min: 6, max: 10 },
    description:
      'Fast, nimble and economical for small groups on trips of up to about three and a half hours, with access to thousands of smaller airports.',
    manufacturers: [
      { name: 'Cessna', models: ['Citation CJ3+', 'Citation CJ4', 'Citation M2'] },
      { name: 'Embraer', models: ['Phenom 300E', 'Phenom 100EV'] },
      { name: 'Bombardier', models: ['Learjet 75', 'Learjet 45XR'] },
      { name: 'Honda Aircraft', models: ['HondaJet Elite II'] },
    ],
  },
  MIDSIZE_JET: {
    id: 'MIDSIZE_JET',
    label: 'Midsize',
    displayName: 'Midsize Jet',
    displayOrder: 3,
    rangeNm: { min: 2000, max: 3000, orMore: true },
    passengers: { min: 6, max: 8 },
    bags: { min: 6, max: 10 },
    description:
      'A stand-up cabin, a private lavatory and coast-to-coast reach with one stop: the most popular choice for business trips of three to five hours.',
    manufacturers: [
      { name: 'Cessna', models: ['Citation XLS+', 'Citation Latitude'] },
      { name: 'Bombardier', models: ['Learjet 60XR'] },
      { name: 'Hawker', models: ['Hawker 800XP', 'Hawker 900XP'] },
      { name: 'Embraer', models: ['Praetor 500'] },
    ],
  },
  SUPER_MIDSIZE_JET: {
    id: 'SUPER_MIDSIZE_JET',
    label: 'Super Midsize',
    displayName: 'Super Midsize Jet',
    displayOrder: 4,
    rangeNm: { min: 3000, max: 4000, orMore: true },
    passengers: { min: 7, max: 12 },
    bags: { min: 10, max: 12 },
    description:
      'Large-cabin comfort with midsize economy: nonstop coast to coast, a full galley and room for a flight attendant on longer days.',
    manufacturers: [
      { name: 'Bombardier', models: ['Challenger 350', 'Challenger 300'] },
      { name: 'Cessna', models: ['Citation X+', 'Citation Longitude'] },
      { name: 'Embraer', models: ['Praetor 600'] },
      { name: 'Gulfstream', models: ['G280'] },
    ],
  },
  LARGE_JET: {
    id: 'LARGE_JET',
    label: 'Large',
    displayName: 'Large Jet',
    displayOrder: 5,
    rangeNm: { min: 4000, max: 7000, orMore: true },
    passengers: { min: 10, max: 20 },
    bags: { min: 15, max: 20 },
    description:
      'Intercontinental range, separate cabin zones, a bed on overnight flights and a full crew: the way to cross oceans or travel as a large group.',
    manufacturers: [
      { name: 'Gulfstream', models: ['G450', 'G550', 'G650ER'] },
      { name: 'Bombardier', models: ['Global 6000', 'Challenger 650'] },
      { name: 'Dassault', models: ['Falcon 7X', 'Falcon 900LX'] },
    ],
  },
};

/** Categories in the order results and tabs show them. */
export const CATEGORIES_BY_DISPLAY_ORDER: CategoryProfile[] = Object.values(CATEGORY_PROFILES).sort(
  (a, b) => a.displayOrder - b.displayOrder,
);

/** "1,000-1,500+ NM" style text for a range. */
export function formatRange(range: Range, unit = ''): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `${fmt(range.min)}-${fmt(range.max)}${range.orMore ? '+' : ''}${unit ? ` ${unit}` : ''}`;
}
