import { reservationSections } from './terms-of-service-reservations';
import { flightSections } from './terms-of-service-flights';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { LegalDocument, type LegalSection } from './legal-document';

/**
 * The Terms of Service (spec 001 sections 1, 4, 5 and 9): 21 numbered sections, written in
 * terms-of-service-reservations.tsx (1 to 10) and terms-of-service-flights.tsx (11 to 21).
 */
export function Component() {
  const { brandName: brand, conciergeEmail, conciergePhone } = useSite();
  const concierge = (
    <>
      our Flight Concierge Team at <a href={telHref(conciergePhone)}>{conciergePhone}</a> or{' '}
      <a href={`mailto:${conciergeEmail}`}>{conciergeEmail}</a>
    </>
  );

  const sections: LegalSection[] = [
    ...reservationSections({ brand, concierge }),
    ...flightSections({ brand, concierge }),
  ];

  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for using ${brand} and flying with it: your account, reservations, changes and cancellations, fees, passengers, baggage and liability.`}
      updated="May 24, 2022"
      intro={
        <p>
          Please read these Terms carefully. They explain {brand}’s role as a broker of private charter flights, how
          Reservations are made, held, confirmed, changed and cancelled, and the rules that apply to every Passenger.
        </p>
      }
      sections={sections}
    />
  );
}
