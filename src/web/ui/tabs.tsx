import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs,
 * only the selected tab is in the tab order. The caller renders the selected panel inside
 * <TabPanel> with the same `idBase`.
 */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  idBase,
}: {
  items: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  label: string;
  idBase: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => {
            if (el) refs.current.set(item.key, el);
            else refs.current.delete(item.key);
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.key}`}
          aria-selected={item.key === selected}
          aria-controls={`${idBase}-panel`}
          tabIndex={item.key === selected ? 0 : -1}
          onClick={() => onSelect(item.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idBase, selected, children }: { idBase: string; selected: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${selected}`} tabIndex={0}>
      {children}
    </div>
  );
}

/** A stable id base for one Tabs/TabPanel pair. */
export const useTabsId = useId;
