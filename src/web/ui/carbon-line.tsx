import { carbonSummary, type CarbonFigures } from '../../core/carbon/carbon-view';

/**
 * A trip's CO2e as the results state it per category (docs/decisions/057-carbon-per-trip.md):
 * "Carbon: 8.7 t CO2e, 3.5 t of it repositioning; 2.2 t per passenger". Screen readers hear the
 * same figures in words ("tonnes", "carbon dioxide equivalent") instead of the abbreviations.
 */
export function CarbonLine({ carbon, className = 'book-flight__note' }: { carbon: CarbonFigures; className?: string }) {
  const { shown, spoken } = carbonSummary(carbon);
  return (
    <p className={`${className} carbon-line`}>
      Carbon: <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </p>
  );
}
