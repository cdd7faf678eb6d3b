import type { ReactNode } from 'react';

export interface TabItemProps {
  /** Identifies the tab within its Tabs. */
  value: string;
  /** Text of the tab's button. @default value */
  label?: string;
  /** Selected when the page loads. @default false (the first tab is selected) */
  default?: boolean;
  children?: ReactNode;
}

/** One panel of `<Tabs>`; Tabs reads its props and renders its children in the panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
