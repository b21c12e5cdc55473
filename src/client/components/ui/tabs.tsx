import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** BEM block of the look: `<block>__tabs`, `<block>__tab` and `<block>__panel`. */
  block: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrows move
 * and wrap, Home and End jump; the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, block, children }: TabsProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (id: Id) => `${baseId}-tab-${id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div className={`${block}__tabs`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className={`${block}__tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" className={`${block}__panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
