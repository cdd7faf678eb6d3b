// What a site's client components get for `react/jsx-runtime` (the automatic JSX runtime) when the
// build bundles them: the runtime of the React this bundle hydrates with.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
