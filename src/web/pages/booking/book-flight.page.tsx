import { useState } from 'react';
import { Form, useActionData, useLoaderData, useNavigate, useSubmit } from 'react-router';
import './booking.css';
import './book-flight.css';
import { CATEGORY_PROFILES, type AircraftCategory } from '../../../core/aircraft-categories';
import { jetInfoOf } from '../../../core/jet-info';
import { addDays } from '../../../core/search/leg-calendar';
import { MESSAGES } from '../../../core/search/search-form';
import { dollarsToCents, formatUsd } from '../../../core/money';
import type { LegView } from '../../../core/quotes/quote-view';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { SiteLink, type SitePath } from '../../ui/site-link';
import { TabPanel, Tabs, useTabsId } from '../../ui/tabs';
import { LeaveWarning } from './leave-warning';
import { INTERIOR_PHOTOS, PhotoGallery } from './photo-gallery';
import type { BookFlightActionData, BookFlightData, ResultsOption, ResultsRoute } from './book-flight.server';
import { LegEditActions } from './leg-edit-actions';
import { AIRCRAFT_IMAGES, AIRCRAFT_IMAGE_SIZE } from './aircraft-images';
import { JetFeatures } from './jet-features';
import { FlexibleDateStrip } from './flexible-date-strip';
import { legMoment } from './leg-moment';
import { CarbonLine } from '../../ui/carbon-line';

const NO_AIRCRAFT = MESSAGES.noAircraft;
/** Categories whose baggage hold leaves little room for golf clubs (spec 000 section 2). */
const LIMITED_GOLF_SPACE: ReadonlySet<AircraftCategory> = new Set(['LIGHT_JET', 'MIDSIZE_JET', 'TURBO_PROP']);
const DEAL_LABELS = {
  BEST_PRICE: 'Best Price',
  ALTERNATIVE: 'Alternative',
  UNAVAILABLE: 'Unavailable',
  EMPTY_LEG: 'Empty Leg',
} as const;

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** /book-flight: the search's results by aircraft category (spec 000 sections 2 and 4). */
/**
 * My Account's Watches tab, its new watch prefilled with this search's route, the chosen
 * aircraft and the week from the departure day (an empty leg there costs a quarter), and the
 * search itself, whose guaranteed price may be watched too.
 */
function watchLink(route: ResultsRoute, departs: string, category: string, search: BookFlightData['watch']): SitePath {
  const params = new URLSearchParams({
    tab: 'watches',
    from: route.from,
    to: route.to,
    category,
    firstDay: departs,
    lastDay: addDays(departs, 6),
    ...(search ? { search: search.search, passengers: String(search.passengers) } : {}),
  });
  return `/my-account?${params.toString()}`;
}

export function Component() {
  const { answer, tabs, category, option, route, conciergeOnly, peakAlert, watch } = useLoaderData() as BookFlightData;
  const [peakDismissed, setPeakDismissed] = useState(false);
  const result = useActionData() as BookFlightActionData | undefined;
  const navigate = useNavigate();
  const idBase = useTabsId();

  return (
    <article className="page container book-flight">
      <title>Book your flight</title>
      <LeaveWarning />
      <h1 className="book-flight__route">
        {/* Back to the search form, prefilled with this search (its loader reads the last search). */}
        <SiteLink to="/consumer-booking" aria-label={`Change search: ${route?.from} to ${route?.to}`}>
          {`${route?.from ?? ''} to ${route?.to ?? ''}`}
        </SiteLink>
      </h1>
      {route?.departs ? (
        <p className="book-flight__watch">
          <SiteLink to={watchLink(route, route.departs, category, watch)}>
            Watch this route: tell me about empty legs or a lower price
          </SiteLink>
        </p>
      ) : null}
      {peakAlert && !peakDismissed ? (
        <div className="book-flight__peak card" role="alert">
          <p>{peakAlert}</p>
          <button type="button" className="button button--ghost" onClick={() => setPeakDismissed(true)}>
            OK
          </button>
        </div>
      ) : null}
      <Tabs
        items={tabs.map((tab) => ({ key: tab.aircraftCategory, label: tab.displayName }))}
        selected={category}
        onSelect={(key) => void navigate(`?category=${key}`, { replace: true, preventScrollReset: true })}
        label="Aircraft categories"
        idBase={idBase}
      />
      <noscript>
        <nav className="book-flight__tab-links" aria-label="Aircraft categories">
          {tabs.map((tab) => (
            <a key={tab.aircraftCategory} href={`?category=${tab.aircraftCategory}`}>
              {tab.displayName}
            </a>
          ))}
        </nav>
      </noscript>
      <TabPanel idBase={idBase} selected={category}>
        <FlexibleDateStrip
          days={answer.flexibleDates}
          category={category}
          shape={route?.shape ?? 'ONE_WAY'}
          error={result?.dateError}
        />
        <CategoryPanel
          key={category}
          option={option}
          category={category}
          preferred={answer.preferredCategory === category}
          conciergeOnly={conciergeOnly}
          result={result?.category === category ? result : undefined}
        />
      </TabPanel>
    </article>
  );
}

function CategoryPanel({
  option,
  category,
  preferred,
  conciergeOnly,
  result,
}: {
  option: ResultsOption | null;
  category: AircraftCategory;
  preferred: boolean;
  conciergeOnly: boolean;
  result: BookFlightActionData | undefined;
}) {
  const site = useSite();
  const submit = useSubmit();
  const [selected, setSelected] = useState<string[]>(
    () =>
      result?.addonIds ??
      option?.addonResponse.flatMap((g) => g.addonList.filter((a) => a.selected).map((a) => a.addOnId)) ??
      [],
  );
  const profile = CATEGORY_PROFILES[category];
  const jet = jetInfoOf(profile);
  const available = Boolean(option?.aboneSearchId);

  if (!option || !available) {
    return (
      <section className="section book-flight__unavailable">
        <img
          src={AIRCRAFT_IMAGES[category]}
          alt={profile.displayName}
          className="book-flight__image"
          {...AIRCRAFT_IMAGE_SIZE}
        />
        <h2>Unavailable</h2>
        <p>{NO_AIRCRAFT}</p>
        <SiteLink to="/concierge" className="button button--primary">
          Contact Us
        </SiteLink>
      </section>
    );
  }
  const price: ResultsOption['priceBreakup'] = result?.priceBreakup ?? option.priceBreakup;
  const legs = option.itinerary.legs;

  return (
    <Form method="post" className="book-flight__panel">
      <input type="hidden" name="category" value={category} />
      <div className="book-flight__summary card">
        <img
          src={AIRCRAFT_IMAGES[category]}
          alt={option.aircraftName ?? profile.displayName}
          className="book-flight__image"
          {...AIRCRAFT_IMAGE_SIZE}
        />
        <PhotoGallery
          title={`${profile.displayName} photos`}
          photos={[{ src: AIRCRAFT_IMAGES[category], alt: `${profile.displayName}, side view` }, ...INTERIOR_PHOTOS]}
        />
        <p className="eyebrow">
          {DEAL_LABELS[option.dealType]}
          {preferred ? <span className="book-flight__recommended"> Recommended</span> : null}
        </p>
        {option.aircraftName ? <p className="lead">{option.aircraftName}</p> : null}
        <dl className="book-flight__costs">
          <dt>Aircraft price</dt>
          <dd>{usd(price.aircraftPrice)}</dd>
          <dt>Taxes</dt>
          <dd>{usd(price.taxes)}</dd>
          <dt>Add-ons</dt>
          <dd>{usd(price.addonsPrice)}</dd>
          <dt>Total</dt>
          <dd className="book-flight__total" aria-live="polite">
            {usd(price.totalPrice)}
          </dd>
        </dl>
        {LIMITED_GOLF_SPACE.has(category) ? (
          <p className="book-flight__note">Space for golf clubs is limited on this aircraft category.</p>
        ) : null}
        <p className="book-flight__note">Fuel surcharges may apply.</p>
        {option.carbon ? <CarbonLine carbon={option.carbon} /> : null}
        {result?.formError ? (
          <p className="book-flight__error" role="alert">
            {result.formError}
          </p>
        ) : null}
        {conciergeOnly ? (
          <div className="book-flight__concierge-only card" role="note">
            <h2>Book with your Flight Concierge</h2>
            <p>
              Trips 45 or more days away are booked with our concierge. Call{' '}
              <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a> or e-mail{' '}
              <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>.
            </p>
          </div>
        ) : (
          <>
            <button type="submit" name="intent" value="book" className="button button--primary">
              Book Now
            </button>
            <p className="book-flight__note">Your price is guaranteed for 30 minutes.</p>
          </>
        )}
      </div>

      <details className="section book-flight__section" open>
        <summary>Itinerary</summary>
        {legs.map((leg) => (
          <LegCard key={leg.legOrder} leg={leg} total={legs.length} legs={legs} />
        ))}
      </details>

      <details className="section book-flight__section">
        <summary>Jet Info</summary>
        <p>{jet.description}</p>
        <JetFeatures jet={jet} />
      </details>

      <details className="section book-flight__section" open>
        <summary>Add-Ons</summary>
        {option.addonResponse.map((group) => (
          <fieldset key={group.header} className="book-flight__addons">
            <legend>{group.header}</legend>
            {group.addonList.map((addon) =>
              addon.addonAction === 'FORM' ? (
                <p key={addon.addOnId} className="book-flight__addon">
                  <span>{addon.displayName}</span> <strong>Order Now</strong>{' '}
                  <small>Ordered after booking, with your concierge.</small>
                </p>
              ) : (
                <label key={addon.addOnId} className="book-flight__addon field">
                  <input
                    type="checkbox"
                    name="addonIds"
                    value={addon.addOnId}
                    checked={selected.includes(addon.addOnId)}
                    onChange={(event) => {
                      const next = event.target.checked
                        ? [...selected, addon.addOnId]
                        : selected.filter((id) => id !== addon.addOnId);
                      setSelected(next);
                      const form = new FormData();
                      form.set('intent', 'price');
                      form.set('category', category);
                      for (const id of next) form.append('addonIds', id);
                      void submit(form, { method: 'post', preventScrollReset: true });
                    }}
                  />
                  <span>{addon.displayName}</span> <span>{addon.price > 0 ? usd(addon.price) : 'Included'}</span>
                </label>
              ),
            )}
          </fieldset>
        ))}
        <button type="submit" name="intent" value="price" className="button button--ghost book-flight__reprice">
          Update price
        </button>
        <p className="book-flight__note">
          Every flight is carbon neutral: emissions are offset at the bronze level of our offset provider.
        </p>
      </details>

      <details className="section book-flight__section">
        <summary>Have Questions</summary>
        <p>
          Our Flight Concierge is here to help: <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a> or{' '}
          <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>.
        </p>
      </details>
    </Form>
  );
}

function LegCard({ leg, total, legs }: { leg: LegView; total: number; legs: readonly LegView[] }) {
  const departs = legMoment(leg.departureDateTime);
  const restricted = leg.departureAirportRestriction || leg.arrivalAirportRestriction;
  return (
    <section className="card book-flight__leg" aria-label={`Leg ${leg.legOrder}`}>
      {/* Each line's words as one text: React writes a marker between adjacent texts. */}
      <p className="eyebrow">{`${departs.date} · Step ${leg.legOrder} of ${total}`}</p>
      <p>
        <strong>{leg.departureAirport.icaoCode}</strong>
        {` ${leg.departureAirport.displayName} to `}
        <strong>{leg.arrivalAirport.icaoCode}</strong>
        {` ${leg.arrivalAirport.displayName}`}
      </p>
      <p>{`Departs ${departs.time} · ${leg.stopLabel} · Flight time ${leg.flightTime}`}</p>
      {restricted ? (
        <p className="book-flight__note">
          This airport has operating restrictions; a stop at a nearby airport may be needed.
        </p>
      ) : null}
      <LegEditActions leg={leg} legs={legs} />
    </section>
  );
}
