import { CATEGORIES_BY_DISPLAY_ORDER, type AircraftCategory, type CategoryProfile } from './aircraft-categories';

/**
 * Jet info per category (spec 000 section 3), the answer of GET content?componentId=jet_info.
 * Capacities and descriptions come from CATEGORY_PROFILES so the /aircraft page, results and
 * this call can never disagree; only the cabin amenities, which the profiles do not carry, are
 * stated here.
 */
export interface JetInfo {
  category: AircraftCategory;
  displayName: string;
  maxPassengers: number;
  maxLuggages: number;
  description: string;
  /** A flight attendant is part of the usual crew for the category. */
  flightAttendant: boolean;
  wifi: boolean;
  /** An enclosed lavatory (not a belted seat). */
  restroom: boolean;
  /** Pet-friendly aircraft of the category can be requested with the search's pet option. */
  petFriendly: boolean;
  /** How many pets travel in the cabin without a special arrangement with the concierge. */
  petsAllowed: number;
  /** Paths of our own category illustrations, served from public/. */
  webLogos: string[];
}

type Amenities = Pick<JetInfo, 'flightAttendant' | 'wifi' | 'restroom' | 'petFriendly' | 'petsAllowed'>;

/**
 * What the typical aircraft of each category offers, from the models listed in
 * CATEGORY_PROFILES: turboprops have at most a belted lavatory and rarely Wi-Fi; from midsize
 * up an enclosed lavatory and Wi-Fi are standard; a flight attendant flies on large jets and,
 * on longer days, on super midsize jets (so that category says yes).
 */
const AMENITIES: Record<AircraftCategory, Amenities> = {
  TURBO_PROP: { flightAttendant: false, wifi: false, restroom: false, petFriendly: true, petsAllowed: 1 },
  LIGHT_JET: { flightAttendant: false, wifi: true, restroom: false, petFriendly: true, petsAllowed: 2 },
  MIDSIZE_JET: { flightAttendant: false, wifi: true, restroom: true, petFriendly: true, petsAllowed: 2 },
  SUPER_MIDSIZE_JET: { flightAttendant: true, wifi: true, restroom: true, petFriendly: true, petsAllowed: 3 },
  LARGE_JET: { flightAttendant: true, wifi: true, restroom: true, petFriendly: true, petsAllowed: 4 },
};

/** "SUPER_MIDSIZE_JET" -> "super-midsize-jet", the illustration's file name. */
export function categorySlug(category: AircraftCategory): string {
  return category.toLowerCase().replaceAll('_', '-');
}

export function jetInfoOf(profile: CategoryProfile): JetInfo {
  return {
    category: profile.id,
    displayName: profile.displayName,
    maxPassengers: profile.passengers.max,
    maxLuggages: profile.bags.max,
    description: profile.description,
    ...AMENITIES[profile.id],
    webLogos: [`/images/categories/${categorySlug(profile.id)}.svg`],
  };
}

/** Jet info for every category, in display order. */
export function allJetInfo(): JetInfo[] {
  return CATEGORIES_BY_DISPLAY_ORDER.map(jetInfoOf);
}
