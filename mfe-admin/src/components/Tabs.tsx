import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '@sla/i18n';

export interface TabItem<T extends string> {
  id: T;
  /** The tab's words, marked with msg() where the tabs are listed: translated here. */
  label: string;
}

/** Where a key moves from tab `index` of `count`: the arrows wrap around; null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs after the WAI-ARIA pattern, with automatic activation: one tab stop (the selected tab; arrow
 * keys, Home and End move between tabs and select them), aria-selected, and every tab controls a
 * tabpanel labelled by it. Only the selected panel has content; the others are empty and hidden.
 * The caller holds the selection (the URL, say), so `onSelect` must lead to a new `selected`.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    buttons.current.get(tab.id)?.focus();
    // Always, even for the tab that looks selected: keys pressed faster than the page re-renders
    // would otherwise compare against a stale `selected` and leave the wrong tab chosen.
    onSelect(tab.id);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={tab.id !== selected}>
          {tab.id === selected ? children : null}
        </div>
      ))}
    </>
  );
}
