// The module a site's client components get for `import … from 'react'` when the build bundles them
// (see src/content/mdx/bundle-client-components.ts): the React of this bundle, so that the components and
// the island host that hydrates them share one React. Its exports are listed by name because a module
// that imports `{ useState }` needs static export names;
// test/engine/content/client-components-plugin.test.ts checks the list against React's.
import * as ReactModule from 'react';

const React = ReactModule as unknown as Record<string, unknown>;
export default React;
export const {
  Activity,
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  ViewTransition,
  act,
  addTransitionType,
  cache,
  cacheSignal,
  captureOwnerStack,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;
