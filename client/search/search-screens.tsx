/** "No results for …": up to three other queries to try, and where to report missing results. */
export function NoResultsScreen({
  query,
  suggestions,
  missingResultsUrl,
  onSuggestion,
}: {
  query: string;
  suggestions: string[];
  missingResultsUrl?: string;
  onSuggestion: (query: string) => void;
}) {
  const reportUrl = missingResultsUrl?.replace('{query}', encodeURIComponent(query));
  return (
    <div className="search-screen search-no-results">
      <p className="search-screen-title">
        No results for "<strong>{query}</strong>"
      </p>
      {suggestions.length > 0 ? (
        <div className="search-suggestions">
          <p>Try searching for:</p>
          <ul>
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="search-suggestion" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reportUrl ? (
        <p className="search-screen-help">
          Believe this query should return results?{' '}
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            Let us know
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

/** The provider could not be reached after its retries; stays until the next query. */
export function ErrorScreen() {
  return (
    <div className="search-screen search-error" role="alert">
      <p className="search-screen-title">Unable to fetch results</p>
      <p className="search-screen-help">You might want to check your network connection.</p>
    </div>
  );
}

/** The start screen when the reader has no recent or favourite searches. */
export function EmptyStartScreen() {
  return (
    <div className="search-screen search-start-empty">
      <p className="search-screen-help">No recent searches</p>
    </div>
  );
}
