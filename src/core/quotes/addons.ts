import type { AircraftCategory } from '../aircraft-categories';
import type { Amenities } from '../charter/reference-data';
import type { Cents } from '../money';
import { ADDON_PRICES } from './rates';

/**
 * The add-ons offered with an aircraft (spec 000 sections 3 and 7): catering and ground
 * transportation as the spec names them, and a few a broker commonly offers. Ground
 * transportation is quoted separately through the limo form (its price here is zero: nothing
 * is charged at booking); de-icing is a notice, billed at cost after the trip (spec 001).
 */
export type AddonType = 'CATERING' | 'RIDE_SHARE' | 'WIFI' | 'PET_TRAVEL' | 'CARBON_OFFSET' | 'DE_ICING';
/** FORM opens a form (the limo request); LINK opens `url`; SELECT toggles the add-on in the price. */
export type AddonAction = 'FORM' | 'LINK' | 'SELECT';

export interface AddonOffer {
  addOnId: string;
  displayName: string;
  price: Cents;
  type: AddonType;
  info: string;
  logo: string;
  url: string | null;
  addonAction: AddonAction;
  group: AddonGroup;
}

export const ADDON_GROUPS = ['Onboard', 'On the ground', 'Sustainability'] as const;
export type AddonGroup = (typeof ADDON_GROUPS)[number];

export interface AddonContext {
  category: AircraftCategory;
  amenities: Amenities;
  passengers: number;
  petFriendly: boolean;
  /** Block hours of the customer's legs (the carbon upgrade scales with them). */
  blockHours: number;
}

const logo = (name: string) => `/images/addons/${name}.svg`;

export function addonOffers(context: AddonContext): AddonOffer[] {
  const { category } = context;
  const offers: AddonOffer[] = [
    {
      addOnId: 'CATERING',
      displayName: 'Catering',
      price: ADDON_PRICES.cateringPerPassenger[category] * context.passengers,
      type: 'CATERING',
      info: `Chef-prepared meals and drinks for ${context.passengers} ${context.passengers === 1 ? 'passenger' : 'passengers'}; our concierge confirms the menu with you.`,
      logo: logo('catering'),
      url: null,
      addonAction: 'SELECT',
      group: 'Onboard',
    },
  ];
  if (context.amenities.wifi) {
    offers.push({
      addOnId: 'WIFI',
      displayName: 'Wi-Fi',
      price: ADDON_PRICES.wifi[category],
      type: 'WIFI',
      info: 'Inflight Wi-Fi for every passenger on every leg.',
      logo: logo('wifi'),
      url: null,
      addonAction: 'SELECT',
      group: 'Onboard',
    });
  }
  if (context.petFriendly && context.amenities.petsAllowed) {
    offers.push({
      addOnId: 'PET_KIT',
      displayName: 'Pet travel kit',
      price: ADDON_PRICES.petTravelKit,
      type: 'PET_TRAVEL',
      info: 'A travel bed, bowls, treats and a cabin cover to keep your pet comfortable.',
      logo: logo('pet-kit'),
      url: null,
      addonAction: 'SELECT',
      group: 'Onboard',
    });
  }
  offers.push(
    {
      addOnId: 'GROUND_TRANSPORTATION',
      displayName: 'Ground transportation',
      price: 0,
      type: 'RIDE_SHARE',
      info: 'A sedan, SUV or Sprinter van to and from the FBO, quoted by our concierge once you order it.',
      logo: logo('ground-transportation'),
      url: null,
      addonAction: 'FORM',
      group: 'On the ground',
    },
    {
      addOnId: 'DE_ICING',
      displayName: 'De-icing',
      price: 0,
      type: 'DE_ICING',
      info: 'When the weather calls for it, de-icing is billed at cost after the trip; each application takes about 10 to 30 minutes.',
      logo: logo('de-icing'),
      url: '/why_fly_private',
      addonAction: 'LINK',
      group: 'On the ground',
    },
    {
      addOnId: 'CARBON_GOLD',
      displayName: 'Carbon offset upgrade',
      price: Math.round(ADDON_PRICES.carbonUpgradePerBlockHour[category] * context.blockHours),
      type: 'CARBON_OFFSET',
      info: 'Every flight is carbon neutral at the bronze level; upgrade to gold-standard offsets for this trip.',
      logo: logo('carbon-offset'),
      url: null,
      addonAction: 'SELECT',
      group: 'Sustainability',
    },
  );
  return offers;
}

/** The add-ons that change the price when chosen (a form or a link is not bought here). */
export const isPriced = (offer: AddonOffer) => offer.addonAction === 'SELECT';

/**
 * Every add-on's name and type, whatever the aircraft: the itinerary and the back office only
 * name the add-ons a booking has.
 */
export const ADDON_NAMES: ReadonlyMap<string, { addonType: AddonType; displayName: string }> = new Map(
  addonOffers({
    category: 'LIGHT_JET',
    amenities: { wifi: true, restroom: true, flightAttendant: true, petsAllowed: true },
    passengers: 1,
    petFriendly: true,
    blockHours: 1,
  }).map((offer) => [offer.addOnId, { addonType: offer.type, displayName: offer.displayName }]),
);
