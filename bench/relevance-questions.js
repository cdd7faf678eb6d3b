// Questions a developer integrating SideShift types into the docs' search, each with the page that
// answers it (a route of the site). Written from the pages' subjects, not from what the engine returns:
// a question whose right page ranks low is a finding, not a reason to change the question.
// The operation pages' answer is the live (V2) page; V1 is deprecated.

/** @type {{ query: string, route: string }[]} */
export const RELEVANCE_QUESTIONS = [
  // Creating and following shifts
  { query: 'how do I create a fixed rate shift', route: '/endpoints/v2/createfixedshift' },
  { query: 'create variable shift', route: '/endpoints/v2/createvariableshift' },
  { query: 'request a quote', route: '/endpoints/v2/requestquote' },
  { query: 'get shift status', route: '/endpoints/v2/shift' },
  { query: 'fetch several shifts at once', route: '/endpoints/v2/bulkshifts' },
  { query: 'recent shifts', route: '/endpoints/v2/recentshifts' },
  { query: 'cancel order', route: '/endpoints/v2/cancelorder' },
  { query: 'fixed or variable which should I use', route: '/api-intro/shift' },
  { query: 'shift types', route: '/api-intro/shift' },
  { query: 'POST /shifts/variable', route: '/endpoints/v2/createvariableshift' },
  { query: 'setRefundAddress', route: '/endpoints/v2/setrefundaddress' },
  { query: 'first api call quickstart', route: '/api-intro/getting-started' },
  { query: 'integration guide step by step', route: '/api-intro/shift-integration-guide' },
  { query: 'launch checklist', route: '/api-intro/shift-integration-guide' },
  // Coins, pairs, prices
  { query: 'coin icon', route: '/endpoints/v2/coinicon' },
  { query: 'list supported coins', route: '/endpoints/v2/coins' },
  { query: 'pair min max rate', route: '/endpoints/v2/pair' },
  { query: 'get several pairs', route: '/endpoints/v2/pairs' },
  { query: 'xai stats', route: '/endpoints/v2/xai-stats' },
  // Deposits, refunds, fees
  { query: 'refund address', route: '/api-intro/refunds' },
  { query: 'refund', route: '/api-intro/refunds' },
  { query: 'set refund address endpoint', route: '/endpoints/v2/setrefundaddress' },
  { query: 'minimum deposit', route: '/api-intro/deposits' },
  { query: 'deposit confirmations', route: '/api-intro/deposits' },
  { query: 'deposit address expired', route: '/api-intro/deposits' },
  { query: 'user sent two deposits', route: '/api-intro/deposits' },
  { query: 'network fee', route: '/api-intro/network-fees' },
  { query: 'memo destination tag', route: '/api-intro/terminology' },
  // Accounts, keys, access
  { query: 'x-sideshift-secret', route: '/endpoints/endpoints-intro' },
  { query: 'account id and private key', route: '/api-intro/getting-started' },
  { query: 'get my account', route: '/endpoints/v2/account' },
  { query: 'x-user-ip', route: '/api-intro/permissions' },
  { query: 'is the user allowed to shift from their country', route: '/api-intro/permissions' },
  { query: 'check permissions endpoint', route: '/endpoints/v2/permissions' },
  { query: 'rate limit', route: '/api-intro/rate-limits' },
  { query: '429 too many requests', route: '/api-intro/rate-limits' },
  // Earning
  { query: 'affiliate commission', route: '/api-intro/monetization' },
  { query: 'commission rate', route: '/api-intro/monetization' },
  { query: 'payouts', route: '/api-intro/monetization' },
  // Checkout
  { query: 'create checkout', route: '/endpoints/v2/createcheckout' },
  { query: 'get checkout', route: '/endpoints/v2/checkout' },
  // Errors, reference, help
  { query: 'troubleshoot errors', route: '/troubleshoot-errors' },
  { query: 'invalid affiliateId error', route: '/troubleshoot-errors' },
  { query: 'base url', route: '/endpoints/endpoints-intro' },
  { query: 'migrate from v1 to v2', route: '/endpoints/endpoints-intro' },
  { query: 'support email', route: '/api-intro/support' },
  { query: 'terminology', route: '/api-intro/terminology' },
  { query: 'faq', route: '/faq' },
  // Widget
  { query: 'widget config', route: '/widget' },
  { query: 'embed widget plain html', route: '/widget-integration-guide-one' },
  { query: 'widget react', route: '/widget-integration-guide-two' },
  // Elsewhere on the site
  { query: 'changelog', route: '/changelog' },
  { query: 'showcase', route: '/showcase' },
  { query: 'mdx components', route: '/blog/mdx-blog-post' },
];
