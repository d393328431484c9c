/**
 * Searching and booking a flight, in business terms (features/search). Kept beside Tasks so
 * each capability's tasks grow on their own; the http and browser drivers carry them out.
 */
export interface RoundTrip {
  from: string;
  to: string;
  passengers: number;
  /** Days from today to the departure, and from the departure to the return. */
  leavesInDays: number;
  staysDays: number;
}

export interface SearchTasks {
  /** Arranges an account with a confirmed e-mail and a complete profile. */
  haveAccount(email: string, password: string): Promise<void>;
  /** Fills and sends the search form; answers whether she is invited to join (the Benefits prompt). */
  searchRoundTrip(trip: RoundTrip): Promise<{ askedToJoin: boolean }>;
  /** Signs in from the invitation; answers the results' header once they show, else null. */
  signInFromInvitation(): Promise<string | null>;
  /** Opens an aircraft category's tab by its name ("Light Jet"). */
  chooseCategory(name: string): Promise<void>;
  /** Adds an add-on by its name; answers the total before and after, as shown. */
  addAddon(name: string): Promise<{ before: string; after: string }>;
  /**
   * On Edit Airport, moves the first leg's arrival to the first airport suggested near it on
   * the map; answers that airport's code and the legs of the new results, as shown.
   */
  moveArrivalOnMap(): Promise<{ chosen: string; legs: string[] }>;
  /** Presses Book Now; answers the path she lands on. */
  bookNow(): Promise<string>;
}
