import { Form, Link } from 'react-router';
import { AIRCRAFT_CATEGORIES, CATEGORY_PROFILES, type AircraftCategory } from '../../../core/aircraft-categories';
import { MAX_ACTIVE_WATCHES, WATCH_WINDOW_DAYS } from '../../../core/watches/watch-rules';
import { Field, FormMessage } from './fields';
import type { MyAccountActionData, MyAccountData } from './my-account.server';
import type { PriceFormValues, WatchActionData } from './watches.server';
import { MAX_DROP_PERCENT, MIN_DROP_PERCENT } from '../../../core/watches/price-watch';

const categoryNames = (list: readonly AircraftCategory[]) =>
  list.map((c) => CATEGORY_PROFILES[c].displayName).join(', ');

/**
 * My Account > Watches (issue 27): the customer's route watches, each paused, resumed or
 * deleted by a form of its own, and the form of a new one (prefilled when the tab is opened from
 * the empty legs or a search). Works as plain HTML forms before the page hydrates.
 */
export function WatchesPanel({ data, result }: { data: MyAccountData; result: MyAccountActionData | undefined }) {
  const created =
    result?.intent === 'watch-create' || result?.intent === 'watch-edit' ? (result as WatchActionData) : undefined;
  const changed =
    result?.intent === 'watch-status' || result?.intent === 'watch-delete' ? (result as WatchActionData) : undefined;
  const form = data.watchForm;
  const values = { ...form, ...(created && !created.ok ? created.values : {}) };
  const editing = values.editId ?? null;
  const errors = created && !created.ok ? created.fieldErrors : {};
  const active = data.watches.filter((w) => w.status === 'ACTIVE').length;
  return (
    <>
      <section className="account-section account-section--wide">
        <h2>Route watches</h2>
        <p>
          {`We tell you when an empty leg appears on a route you watch, or when the guaranteed price of a trip you searched falls: by e-mail, and by text and notification where you turned them on, at most once a day per watch. You have ${active} of ${MAX_ACTIVE_WATCHES} active watches.`}
        </p>
        <FormMessage error={changed && !changed.ok ? changed.message : undefined} />
        {data.watches.length === 0 ? (
          <p className="account-empty">No watches yet: watch a route below, or from the empty legs.</p>
        ) : (
          <ul className="watch-list">
            {data.watches.map((watch) => (
              <li key={watch.id} className="watch-list__item" data-watch-id={watch.id}>
                <div>
                  <strong>{watch.route}</strong>
                  <span>{`${watch.days}, ${watch.passengers} ${watch.passengers === 1 ? 'passenger' : 'passengers'}, ${categoryNames(watch.categories)}`}</span>
                  {watch.emptyLegs ? null : <span>Empty legs: not watched</span>}
                  {watch.price ? <span className="watch-list__price">{watch.price}</span> : null}
                  <span className="watch-list__status">{watch.status === 'ACTIVE' ? 'Active' : 'Paused'}</span>
                </div>
                <div className="watch-list__actions">
                  <Link
                    to={`?tab=watches&edit=${encodeURIComponent(watch.id)}`}
                    className="button button--ghost"
                    aria-label={`Edit the watch ${watch.route}`}
                    preventScrollReset
                  >
                    Edit
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="watch-status" />
                    <input type="hidden" name="watchId" value={watch.id} />
                    <input type="hidden" name="status" value={watch.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE'} />
                    <button
                      type="submit"
                      className="button button--ghost"
                      aria-label={`${watch.status === 'ACTIVE' ? 'Pause' : 'Resume'} the watch ${watch.route}`}
                    >
                      {watch.status === 'ACTIVE' ? 'Pause' : 'Resume'}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="watch-delete" />
                    <input type="hidden" name="watchId" value={watch.id} />
                    <button
                      type="submit"
                      className="button button--ghost"
                      aria-label={`Delete the watch ${watch.route}`}
                    >
                      Delete
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {form ? (
        <section className="account-section account-section--wide">
          <h2>{editing ? 'Change this watch' : 'Watch a route'}</h2>
          {/* Posted to the tab itself: once saved, the tab shows the list and a new form again. */}
          <Form method="post" action="?tab=watches" className="account-form watch-form" key={editing ?? 'new'}>
            <input type="hidden" name="intent" value={editing ? 'watch-edit' : 'watch-create'} />
            {editing ? <input type="hidden" name="watchId" value={editing} /> : null}
            <FormMessage error={created && !created.ok ? created.message : undefined} />
            <Field
              name="from"
              label="From (airport code, city or area, such as New York)"
              defaultValue={values.from}
              error={errors.from}
            />
            <Field name="to" label="To (airport code, city or area)" defaultValue={values.to} error={errors.to} />
            <Field
              name="firstDay"
              label="First day"
              type="date"
              defaultValue={values.firstDay}
              error={errors.firstDay}
            />
            <Field
              name="lastDay"
              label="Last day"
              type="date"
              defaultValue={values.lastDay}
              error={errors.lastDay}
              hint={`At most ${WATCH_WINDOW_DAYS} days after the first.`}
            />
            <Field
              name="passengers"
              label="Passengers"
              inputMode="numeric"
              defaultValue={values.passengers}
              error={errors.passengers}
            />
            <fieldset
              className="watch-form__categories"
              aria-describedby={errors.categories ? 'watch-categories-error' : undefined}
            >
              <legend>Aircraft</legend>
              {AIRCRAFT_CATEGORIES.map((category) => (
                <label key={category}>
                  <input
                    type="checkbox"
                    name="categories"
                    value={category}
                    defaultChecked={values.categories?.includes(category)}
                  />
                  {CATEGORY_PROFILES[category].displayName}
                </label>
              ))}
              {errors.categories ? (
                <span className="field__error" id="watch-categories-error">
                  {errors.categories}
                </span>
              ) : null}
            </fieldset>
            <label className="watch-form__what">
              <input type="checkbox" name="emptyLegs" defaultChecked={values.emptyLegs ?? true} />
              Empty legs on this route
            </label>
            {values.price ? <PriceFields price={values.price} error={errors.price} /> : null}
            <button type="submit" className="button button--primary">
              {editing ? 'Save changes' : 'Watch this route'}
            </button>
            {editing ? (
              <Link to="?tab=watches" className="button button--ghost" preventScrollReset>
                Cancel
              </Link>
            ) : null}
          </Form>
        </section>
      ) : null}
    </>
  );
}

/** A search's guaranteed price, watched for a fall of at least a share (docs/decisions/048). */
function PriceFields({ price, error }: { price: PriceFormValues; error: string | undefined }) {
  return (
    <fieldset className="watch-form__price" aria-describedby={error ? 'watch-price-error' : undefined}>
      <legend>The guaranteed price of your search</legend>
      <input type="hidden" name="search" value={price.search} />
      <input type="hidden" name="priceCategory" value={price.category} />
      <label>
        <input type="checkbox" name="watchPrice" defaultChecked={price.on} />
        {`Tell me when the price of ${price.label}, ${CATEGORY_PROFILES[price.category].displayName}, falls`}
      </label>
      <Field
        name="dropPercent"
        label="By at least (percent)"
        inputMode="numeric"
        defaultValue={price.dropPercent}
        hint={`From ${MIN_DROP_PERCENT} to ${MAX_DROP_PERCENT} percent of the price now. We price it again every day.`}
      />
      {error ? (
        <span className="field__error" id="watch-price-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
