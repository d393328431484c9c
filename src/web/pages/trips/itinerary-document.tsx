import type { ReactNode } from 'react';
import { carbonSummary } from '../../../core/carbon/carbon-view';
import { CarbonLine } from '../../ui/carbon-line';
import { wrapText } from '../../../core/itinerary/itinerary-rules';
import type { ItineraryView, ShownFbo, ShownLeg } from '../../../core/itinerary/itinerary-view';

/**
 * The itinerary itself, shared by the page (/itinerary/{id}) and its print view (the PDF): the
 * same markup, so both always show the same facts. No stylesheet is imported here: the page
 * links itinerary.css, the print view inlines print-styles.ts (the PDF renderer loads nothing).
 */
export interface ItineraryDocumentProps {
  view: ItineraryView;
  brandName: string;
  /** 'print' wraps the narrow columns for the PDF (spec 001 section 5). */
  mode: 'screen' | 'print';
  /** The crew list shows a moment after the page opens (spec 001 section 4); always in print. */
  crewVisible: boolean;
  /** Where the concierge link points and what it says. */
  conciergeLink: ReactNode;
}

/** PDF column widths, in characters (spec 001 section 5). */
export const WRAP = { passport: 10, name: 12, fbo: 25 } as const;

function Wrapped({ text, width, mode }: { text: string; width: number; mode: 'screen' | 'print' }) {
  if (mode === 'screen') return <>{text}</>;
  // One line per wrapped piece; the print styles keep the line breaks (white-space: pre-line).
  return <span className="wrapped">{wrapText(text, width).join('\n')}</span>;
}

function Fbo({ title, fbo, mode }: { title: string; fbo: ShownFbo; mode: 'screen' | 'print' }) {
  return (
    <div className="itinerary-fbo">
      <h3>{title}</h3>
      <p className="itinerary-fbo__name">
        <Wrapped text={fbo.name} width={WRAP.fbo} mode={mode} />
      </p>
      <p>
        <Wrapped text={fbo.address} width={WRAP.fbo} mode={mode} />
      </p>
      <p>
        <Wrapped text={fbo.contact} width={WRAP.fbo} mode={mode} />
      </p>
    </div>
  );
}

function Note({ title, text, mode }: { title: string; text: string; mode: 'screen' | 'print' }) {
  return (
    <div className="itinerary-note">
      <h4>{title}</h4>
      {mode === 'screen' ? (
        <textarea readOnly aria-label={title} value={text} rows={Math.min(12, Math.max(2, text.split('\n').length))} />
      ) : (
        <p className="itinerary-note__text">{text}</p>
      )}
    </div>
  );
}

function Leg({ leg, mode, crewVisible }: { leg: ShownLeg; mode: 'screen' | 'print'; crewVisible: boolean }) {
  const crewTable = (
    <table className="itinerary-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Position</th>
          <th scope="col">Cell Phone</th>
        </tr>
      </thead>
      <tbody>
        {leg.crew.length === 0 ? (
          <tr>
            <td colSpan={3}>N/A</td>
          </tr>
        ) : (
          leg.crew.map((member) => (
            <tr key={`${member.position}-${member.name}-${member.contact}`}>
              <td data-label="Name">
                <Wrapped text={member.name} width={WRAP.name} mode={mode} />
              </td>
              <td data-label="Position">{member.position}</td>
              <td data-label="Cell Phone">{member.contact}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return (
    <section className="itinerary-leg" aria-labelledby={`leg-${leg.legOrder}-title`}>
      <header className="itinerary-leg__header">
        <h2 id={`leg-${leg.legOrder}-title`}>{`LEG ${leg.legOrder}`}</h2>
        <span className="itinerary-leg__category">{leg.category}</span>
      </header>
      <div className="itinerary-leg__route">
        <div className="itinerary-airport">
          <span className="itinerary-airport__code">{leg.from.code}</span>
          <span className="itinerary-airport__name">{leg.from.name}</span>
        </div>
        <span className="itinerary-leg__arrow" aria-hidden="true">
          →
        </span>
        <div className="itinerary-airport">
          <span className="itinerary-airport__code">{leg.to.code}</span>
          <span className="itinerary-airport__name">{leg.to.name}</span>
        </div>
      </div>
      <dl className="itinerary-facts">
        <div>
          <dt>Departure</dt>
          <dd>{leg.departure}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{leg.duration}</dd>
        </div>
        <div>
          <dt>Tail Number</dt>
          <dd>{leg.tailNumber}</dd>
        </div>
      </dl>
      <div className="itinerary-fbos">
        <Fbo title={`FBO at ${leg.from.code}`} fbo={leg.originFbo} mode={mode} />
        <Fbo title={`FBO at ${leg.to.code}`} fbo={leg.destinationFbo} mode={mode} />
      </div>
      <h3>Crew</h3>
      {crewVisible ? (
        crewTable
      ) : (
        <>
          <p className="itinerary-crew-loading" role="status">
            Loading crew…
          </p>
          <noscript>{crewTable}</noscript>
        </>
      )}
      <h3>Passengers</h3>
      <table className="itinerary-table itinerary-table--passengers">
        <thead>
          <tr>
            <th scope="col">First Name &amp; MI</th>
            <th scope="col">Last Name</th>
            <th scope="col">DOB</th>
            <th scope="col">Passport Number</th>
            <th scope="col">Expiration</th>
            <th scope="col">Country Issued</th>
          </tr>
        </thead>
        <tbody>
          {leg.passengers.length === 0 ? (
            <tr>
              <td colSpan={6}>No passengers assigned to this leg yet.</td>
            </tr>
          ) : (
            leg.passengers.map((p) => (
              <tr key={p.id} className={p.lead ? 'itinerary-lead' : undefined}>
                <td data-label="First Name & MI">
                  <Wrapped text={p.firstName} width={WRAP.name} mode={mode} />
                  {p.lead && <span className="itinerary-lead__badge"> (Lead)</span>}
                </td>
                <td data-label="Last Name">
                  <Wrapped text={p.lastName} width={WRAP.name} mode={mode} />
                </td>
                <td data-label="DOB">{p.dob}</td>
                <td data-label="Passport Number">
                  <Wrapped text={p.passportNumber} width={WRAP.passport} mode={mode} />
                </td>
                <td data-label="Expiration">{p.passportExpiry}</td>
                <td data-label="Country Issued">{p.passportCountry}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <h3>Additional Services</h3>
      {leg.services.length === 0 ? (
        <p>N/A</p>
      ) : (
        <ul className="itinerary-services">
          {leg.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      )}
      {leg.groundTransportationNotes && (
        <Note title="Ground Transportation" text={leg.groundTransportationNotes} mode={mode} />
      )}
      {leg.cateringNotes && <Note title="Catering" text={leg.cateringNotes} mode={mode} />}
      {leg.miscellaneousNotes && <Note title="Miscellaneous" text={leg.miscellaneousNotes} mode={mode} />}
    </section>
  );
}

export function ItineraryDocument({ view, brandName, mode, crewVisible, conciergeLink }: ItineraryDocumentProps) {
  return (
    <div className={`itinerary itinerary--${mode}`}>
      <header className="itinerary-header">
        <p className="itinerary-header__booking">{`Booking ID: ${view.bookingId}`}</p>
        <p className="itinerary-header__route">{view.route}</p>
        {!view.carbon ? null : mode === 'screen' ? (
          <CarbonLine carbon={view.carbon} className="itinerary-header__carbon" />
        ) : (
          <p className="itinerary-header__carbon">{`Carbon: ${carbonSummary(view.carbon).shown}`}</p>
        )}
      </header>
      <div className="itinerary-contacts">
        <section className="itinerary-contact" aria-label={`${brandName} contact`}>
          <h2>{brandName}</h2>
          <p>{`Phone: ${view.providerContact.phone}`}</p>
          <p>{`Email: ${view.providerContact.email}`}</p>
        </section>
        <section className="itinerary-contact" aria-label="Customer contact">
          <h2>Customer</h2>
          <p>{`Name: ${view.customerContact.name}`}</p>
          <p>{`Phone: ${view.customerContact.phone}`}</p>
          <p>{`Email: ${view.customerContact.email}`}</p>
        </section>
      </div>
      {view.legs.map((leg) => (
        <Leg key={leg.legOrder} leg={leg} mode={mode} crewVisible={crewVisible} />
      ))}
      <p className="itinerary-concierge">{conciergeLink}</p>
    </div>
  );
}
