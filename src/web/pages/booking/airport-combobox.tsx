import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import {
  NO_AIRPORT_MESSAGE,
  airportLabel,
  nextActiveIndex,
  shouldQueryAirports,
  showsNoAirportMessage,
  type AirportOption,
} from './airport-search';

const DEBOUNCE_MS = 250;
const noSubscription = () => () => undefined;

/** False while the server renders and the page hydrates, true once scripts run. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The suggestions for `text`, or null when the search could not be made. */
async function fetchAirports(text: string, signal: AbortSignal): Promise<AirportOption[] | null> {
  try {
    const res = await fetch(`/api/airport/search?${new URLSearchParams({ searchStr: text.trim() }).toString()}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    return res.ok ? ((await res.json()) as AirportOption[]) : null;
  } catch {
    return null;
  }
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; text: string; options: AirportOption[] }
  | { state: 'failed' };

/**
 * An airport picker following the WAI-ARIA combobox pattern (an input that controls a
 * listbox; arrows move, Enter chooses, Escape closes). Before scripts run it is a plain text
 * input posting what was typed (an ICAO code); afterwards a hidden input posts the chosen
 * airport's code, and clearing the text clears the choice.
 */
export function AirportCombobox({
  name,
  label,
  placeholder,
  initial,
}: {
  name: string;
  label: string;
  placeholder: string;
  /** An airport already chosen (a prefilled search): its code and how it reads. */
  initial?: { icaoCode: string; label: string };
}) {
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initial?.label ?? '');
  const [chosen, setChosen] = useState(initial?.icaoCode ?? '');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const search = (value: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!shouldQueryAirports(value)) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'loading' });
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      const answer = async () => {
        const options = await fetchAirports(value, controller.signal);
        if (controller.signal.aborted) return;
        setLookup(options ? { state: 'done', text: value, options } : { state: 'failed' });
        setActive(-1);
      };
      void answer();
    }, DEBOUNCE_MS);
  };

  const options = lookup.state === 'done' ? lookup.options : [];
  const choose = (option: AirportOption) => {
    setChosen(option.icaoCode);
    setText(airportLabel(option));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActiveIndex(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      const option = open ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  let status: string | null = null;
  if (lookup.state === 'loading') status = 'Loading...';
  else if (lookup.state === 'failed') status = NO_AIRPORT_MESSAGE;
  else if (lookup.state === 'done' && options.length === 0 && showsNoAirportMessage(lookup.text))
    status = NO_AIRPORT_MESSAGE;
  const expanded = open && (options.length > 0 || status !== null);

  if (!hydrated) {
    return (
      <label className="field airport-combobox">
        <span>{label}</span>
        <input name={name} autoComplete="off" placeholder={placeholder} defaultValue={initial?.icaoCode} />
      </label>
    );
  }

  return (
    <div className="field airport-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setChosen('');
          setOpen(value.trim() !== '');
          search(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <input type="hidden" name={name} value={chosen} />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} airports`}
        className="airport-combobox__list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <div
            key={option.icaoCode}
            id={`${listId}-${index}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order.
            tabIndex={-1}
            aria-selected={index === active}
            className="airport-combobox__option"
            // Chosen on mousedown so the input's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <strong>{option.icaoCode}</strong> {option.airportName}, {option.city}
          </div>
        ))}
      </div>
      {expanded && status ? (
        <p className="airport-combobox__status" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
