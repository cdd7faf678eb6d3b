import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its value (unique within the tabs) and the label on its button. */
export interface TabOption {
  value: string;
  label: string;
}

/** A panel's content: React nodes when rendered on the server, the server's HTML when hydrated. */
export type TabPanelContent = { node: ReactNode } | { html: string };

/** JSON props of the Tabs island (the panels are added on each side). */
export interface TabsIslandProps {
  /** Unique on the page; prefixes the ids of tabs and panels. */
  id: string;
  options: TabOption[];
  defaultValue: string;
  /** Tabs sharing a group id switch together and remember the choice. */
  groupId?: string;
}

export interface TabsProps extends TabsIslandProps {
  panels: TabPanelContent[];
}

const GROUP_EVENT = 'docs-build:tab-group';

/** Tabs following the WAI-ARIA tabs pattern: click or arrow keys switch panels. */
export function Tabs({ id, options, defaultValue, groupId, panels }: TabsProps) {
  const [selected, setSelected] = useState(defaultValue);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    const stored = readGroupChoice(groupId);
    if (stored && options.some((o) => o.value === stored)) setSelected(stored);
    const onGroupChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && options.some((o) => o.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener(GROUP_EVENT, onGroupChange);
    return () => window.removeEventListener(GROUP_EVENT, onGroupChange);
  }, [groupId, options]);

  const select = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    try {
      localStorage.setItem(`tabs.${groupId}`, value);
    } catch {
      // Storage may be unavailable (private mode); switching still works for this page.
    }
    window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(options[target]!.value);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-orientation="horizontal">
        {options.map((option, index) => {
          const isSelected = option.value === selected;
          return (
            <button
              key={option.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              className={isSelected ? 'tabs-tab tabs-tab--selected' : 'tabs-tab'}
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {options.map((option, index) => {
        const panel = panels[index];
        const common = {
          role: 'tabpanel',
          tabIndex: 0,
          className: 'tabs-panel',
          id: `${id}-panel-${index}`,
          'aria-labelledby': `${id}-tab-${index}`,
          hidden: option.value !== selected,
        };
        if (panel && 'html' in panel)
          return <div {...common} key={option.value} dangerouslySetInnerHTML={{ __html: panel.html }} />;
        return (
          <div {...common} key={option.value}>
            {panel?.node}
          </div>
        );
      })}
    </div>
  );
}

function readGroupChoice(groupId: string): string | null {
  try {
    return localStorage.getItem(`tabs.${groupId}`);
  } catch {
    return null;
  }
}
