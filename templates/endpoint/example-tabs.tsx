import type { ReactNode } from 'react';
import { codeBlockHtml } from './code-sample.js';
import type { CodeSampleView } from './endpoint-view.js';

/** One tab of an {@link ExampleTabs}: its key, its name and the HTML of its panel. */
export interface ExampleTab {
  /** Unique within the tabs; `data-tab` of the tab and its panel. */
  key: string;
  label: string;
  /** A longer accessible name for the tab, when the label alone is terse (`201 Created` for `201`). */
  title?: string;
  /** The panel: HTML, or elements. */
  html?: string;
  content?: ReactNode;
}

/**
 * Tabs in the WAI-ARIA tabs markup, made to work by `client/behaviours/example-tabs.ts`. Without
 * JavaScript every panel stays visible, each under its own code-block title, and the tab list stays
 * hidden: the script shows the list and hides the panels not selected.
 */
export function ExampleTabs({
  id,
  label,
  tabs,
  remember,
}: {
  id: string;
  label: string;
  tabs: ExampleTab[];
  remember?: string;
}) {
  if (tabs.length === 0) return null;
  return (
    <div className="example-tabs" data-example-tabs={remember ?? ''}>
      <div className="example-tablist" role="tablist" aria-label={label} hidden>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className="example-tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-tab={tab.key}
            title={tab.title}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => {
        const panel = {
          className: 'example-tabpanel',
          role: 'tabpanel',
          id: `${id}-panel-${tab.key}`,
          'aria-labelledby': `${id}-tab-${tab.key}`,
          'data-tab': tab.key,
        };
        return tab.content === undefined ? (
          <div key={tab.key} {...panel} dangerouslySetInnerHTML={{ __html: tab.html ?? '' }} />
        ) : (
          <div key={tab.key} {...panel}>
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}

/** Code blocks as one panel's HTML. */
export function codeBlocksHtml(samples: CodeSampleView[]): string {
  return samples.map(codeBlockHtml).join('');
}
