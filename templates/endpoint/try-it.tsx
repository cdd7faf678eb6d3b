import { TRY_IT_OPEN_ATTRIBUTE } from '../../client/dom-ids.js';
import { TRY_IT_CONSOLE_ID, TRY_IT_DATA_ID, type TryItData } from '../../client/try-it/try-it-data.js';

/**
 * The "Try it" button and the console's data. The console's code is loaded only when the button is
 * clicked (client/try-it/try-it-console.ts); without JavaScript the button is not shown (try-it.css).
 */
export function TryItButton({ data }: { data: TryItData }) {
  const props = { [TRY_IT_OPEN_ATTRIBUTE]: '' };
  // `<` written as \u003c: the JSON cannot close its script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <>
      <button type="button" className="try-it-open" aria-expanded="false" aria-controls={TRY_IT_CONSOLE_ID} {...props}>
        Try it
      </button>
      <script type="application/json" id={TRY_IT_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

/** Where the console opens: after the samples, which follow what the reader types. */
export function TryItConsole() {
  return <div className="try-it-console" id={TRY_IT_CONSOLE_ID} hidden />;
}
