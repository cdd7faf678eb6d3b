import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Tabs as TabsIsland, type TabOption, type TabsIslandProps } from '../../client/islands/tabs.js';
import { Island } from '../island.js';
import type { TabItemProps } from './tab-item.js';

export interface TabsProps {
  /** `<TabItem>` children. */
  children?: ReactNode;
  /** Value of the tab selected on load. @default the TabItem marked `default`, else the first */
  defaultValue?: string;
  /** Labels and values, instead of reading them from each TabItem. */
  values?: { value: string; label?: string }[];
  /** Tabs with the same group id switch together, and the choice is remembered. */
  groupId?: string;
}

/**
 * Docusaurus-style tabs for MDX: `<Tabs><TabItem value="js" label="JavaScript" default>…</TabItem></Tabs>`.
 * Rendered on the server with every panel, hydrated in the browser as the `Tabs` island.
 */
export function Tabs({ children, defaultValue, values, groupId }: TabsProps) {
  const reactId = useId();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement(child),
  );
  const options: TabOption[] = items.map((item) => {
    const fromValues = values?.find((v) => v.value === item.props.value);
    return {
      value: String(item.props.value),
      label: fromValues?.label ?? item.props.label ?? String(item.props.value),
    };
  });
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? options[0]?.value ?? '';
  const islandProps: TabsIslandProps = {
    id: `tabs-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`,
    options,
    defaultValue: chosen,
    ...(groupId ? { groupId } : {}),
  };
  return (
    <Island name="Tabs" props={islandProps}>
      <TabsIsland {...islandProps} panels={items.map((item) => ({ node: item.props.children }))} />
    </Island>
  );
}
