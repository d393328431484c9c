import { Link } from 'react-router';
import { CATEGORIES_BY_DISPLAY_ORDER } from '../../../core/aircraft-categories';
import { formatCo2e } from '../../../core/carbon/carbon-view';
import {
  CO2E_KG_PER_KG_BURNT,
  CO2E_KG_PER_KG_FUEL,
  CO2E_KG_PER_KG_PRODUCED,
  JET_A_LB_PER_GALLON,
  KG_PER_LB,
  flightKg,
} from '../../../core/carbon/emissions';
import { CATEGORY_FUEL_BURN, MODEL_FUEL_BURN } from '../../../core/carbon/fuel-burn';
import { TAXI_ALLOWANCE_MINUTES, WIND_ROUTE_FACTOR } from '../../../core/quotes/rates';
import { formatUsd } from '../../../core/money';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';
import './carbon.css';
import './content.css';

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

// The worked example: a Citation CJ3+ for two hours, as the unit tests check it by hand.
const EXAMPLE = { id: 'citation-cj3-plus', name: 'Citation CJ3+', category: 'LIGHT_JET', hours: 2 } as const;
const exampleGallonsPerHour = MODEL_FUEL_BURN[EXAMPLE.id] ?? CATEGORY_FUEL_BURN.LIGHT_JET.used;
const exampleGallons = exampleGallonsPerHour * EXAMPLE.hours;
const exampleLb = exampleGallons * JET_A_LB_PER_GALLON;
const exampleKg = flightKg(EXAMPLE, {
  from: { icao: 'KTEB' },
  to: { icao: 'KPBI' },
  blockMinutes: EXAMPLE.hours * 60,
  stops: [],
});

/** /carbon: how the results' carbon figure is worked out, its sources and its uncertainty (issue 29). */
export function Component() {
  const site = useSite();
  return (
    <article className="page content-page carbon-page">
      <PageHead
        title={`The carbon of a trip | ${site.brandName}`}
        description={`How ${site.brandName} works out the CO2 of every private jet trip it prices, repositioning flights included: the method, the sources and how far the figure can be off.`}
      />
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Carbon</span>
          <h1>The carbon of a trip</h1>
          <p className="lead">
            Every aircraft in your results shows how much carbon dioxide its trip puts in the air, the flights it makes
            empty for you included. This is how we work it out, where the figures come from and how far they can be off.
          </p>
        </div>
      </header>

      <section className="section" aria-labelledby="carbon-method">
        <div className="container prose">
          <h2 id="carbon-method">How we work it out</h2>
          <ol className="carbon-steps">
            <li>
              <strong>Fuel.</strong> The aircraft type&apos;s average fuel burn per hour, times each flight&apos;s block
              time: from the moment it moves at one airport to the moment it stops at the next. Taxi, climb and approach
              are counted ({TAXI_ALLOWANCE_MINUTES} minutes a flight), and the distance flown is the shortest one plus{' '}
              {number((WIND_ROUTE_FACTOR - 1) * 100)}% for airways and winds. The time on the ground at a fuel stop
              counts nothing.
            </li>
            <li>
              <strong>Weight.</strong> Jet A weighs {JET_A_LB_PER_GALLON} lb a US gallon (
              {number(JET_A_LB_PER_GALLON * KG_PER_LB, 2)} kg).
            </li>
            <li>
              <strong>CO2 equivalent (CO2e).</strong> Each kilogram of fuel counts {number(CO2E_KG_PER_KG_FUEL, 4)} kg
              of CO2e: {number(CO2E_KG_PER_KG_BURNT, 4)} kg from burning it (carbon dioxide, with methane and nitrous
              oxide) and {number(CO2E_KG_PER_KG_PRODUCED, 4)} kg from producing it and bringing it to the airport.
            </li>
            <li>
              <strong>Repositioning.</strong> An aircraft seldom waits where your trip starts. The flights it makes
              empty to reach you, between your flights when it moves or goes home, and back to its base are part of your
              price, so they are part of your carbon. We count them in the total and show them apart.
            </li>
            <li>
              <strong>Per passenger.</strong> The whole trip, repositioning included, divided by the number of
              passengers.
            </li>
          </ol>
          <h3>An example</h3>
          <p>
            A {EXAMPLE.name} burns {exampleGallonsPerHour} US gallons an hour. A {EXAMPLE.hours}-hour flight burns{' '}
            {number(exampleGallons)} gallons: {number(exampleLb, 1)} lb, or {number(exampleLb * KG_PER_LB, 1)} kg of Jet
            A. Times {number(CO2E_KG_PER_KG_FUEL, 4)}, that is {number(exampleKg)} kg of CO2e, shown as{' '}
            {formatCo2e(Math.round(exampleKg))}. With 4 passengers, {formatCo2e(Math.round(exampleKg / 4))} each.
          </p>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="carbon-fuel">
        <div className="container prose">
          <h2 id="carbon-fuel">Fuel burn by aircraft category</h2>
          <p>
            For most aircraft types we fly, we use the type&apos;s own published fuel burn. For a type without one, we
            use the middle of its category&apos;s published range.
          </p>
          <table className="carbon-table">
            <caption className="visually-hidden">Fuel burn in US gallons an hour, by aircraft category</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Published range (US gal/h)</th>
                <th scope="col">Used without a type&apos;s own figure</th>
                <th scope="col">Possible error of that figure</th>
              </tr>
            </thead>
            <tbody>
              {CATEGORIES_BY_DISPLAY_ORDER.map((profile) => {
                const range = CATEGORY_FUEL_BURN[profile.id];
                const below = ((range.used - range.low) / range.used) * 100;
                const above = ((range.high - range.used) / range.used) * 100;
                return (
                  <tr key={profile.id}>
                    <th scope="row">{profile.displayName}</th>
                    <td>
                      {number(range.low)} to {number(range.high)}
                    </td>
                    <td>{number(range.used, range.used % 1 === 0 ? 0 : 1)}</td>
                    <td>{above < 0.5 ? `up to ${number(below)}% too high` : `up to ${number(above)}% either way`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="section" aria-labelledby="carbon-uncertainty">
        <div className="container prose">
          <h2 id="carbon-uncertainty">How far the figure can be off</h2>
          <ul>
            <li>
              A published fuel burn is an average. A real flight burns more or less with its weight, altitude, winds and
              the way it is flown.
            </li>
            <li>
              Where a type has no published figure of its own, the figure can be off by as much as its category&apos;s
              range allows (the table above).
            </li>
            <li>
              The block time is our estimate from the distance and the type&apos;s cruise speed, made when you search;
              the flight on the day may take longer or shorter.
            </li>
            <li>
              The turbo-prop range is the two published figures we have, a Pilatus PC-12&apos;s and a King Air
              350i&apos;s; we use the higher one for turbo-props without their own.
            </li>
            <li>
              Not counted: what contrails and other emissions at cruise altitude add to warming beyond CO2e, which the
              Travel Impact Model leaves out too.
            </li>
          </ul>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="carbon-offset">
        <div className="container prose">
          <h2 id="carbon-offset">Offsetting a trip</h2>
          <p>
            On the review page, before you pay, you can choose to offset your trip&apos;s carbon: its figure,
            repositioning flights included, rounded up to the tenth of a tonne, at{' '}
            {formatUsd(site.carbonOffsetCentsPerTonne)} a tonne. It is added to the price as a line of its own
            (&ldquo;Carbon offset: 4.2 t CO2e&rdquo;). Once the trip is paid in full, the tonnes are retired at our
            offset registry and the certificate, with its retirement serial, is in your booking details. If the trip is
            cancelled, the offset is refunded with the rest of the price under our Terms of Sale, and its retirement
            cancelled.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="carbon-sources">
        <div className="container prose">
          <h2 id="carbon-sources">Sources</h2>
          <ul className="carbon-sources">
            <li>
              Fuel burn by aircraft type: Guardian Jet&apos;s aircraft brochures (Conklin &amp; de Decker operating
              costs), with their addresses as collected by the{' '}
              <a href="https://github.com/jorgecardleitao/private-jets">private-jets project</a> (January 2024); the
              King Air 350i: <a href="https://www.skytough.com/post/beechcraft-king-air-350i">Skytough</a>, 96 gallons
              an hour at maximum cruise.
            </li>
            <li>
              Fuel burn ranges by category: Conklin &amp; de Decker, as published by{' '}
              <a href="https://privatejetcardcomparisons.com">Private Jet Card Comparisons</a>.
            </li>
            <li>
              CO2e per kilogram of fuel, burning and producing it: Google&apos;s{' '}
              <a href="https://github.com/google/travel-impact-model">Travel Impact Model</a>.
            </li>
            <li>
              For scale: a private jet can emit 2 tonnes of CO2 in an hour (Transport &amp; Environment, 2021); private
              flights emitted 3.6 tonnes each on average in 2023 (Gössling and others,{' '}
              <a href="https://doi.org/10.1038/s43247-024-01775-z">Communications Earth &amp; Environment, 2024</a>).
            </li>
          </ul>
          <p>
            Questions about a figure? <Link to="/concierge">Ask our Flight Concierge</Link>.
          </p>
        </div>
      </section>
    </article>
  );
}
