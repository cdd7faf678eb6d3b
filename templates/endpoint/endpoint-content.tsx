import { escapeHtml } from '../escape-html.js';
import { SAMPLE_LANGUAGE_STORAGE_KEY } from '../../client/storage-keys.js';
import { CodeSamples } from './code-sample.js';
import { EndpointHeading, EndpointNote, Html } from './endpoint-heading.js';
import { EndpointSignature } from './endpoint-signature.js';
import type { EndpointView, MediaView, ResponseGroupView, ResponseView } from './endpoint-view.js';
import { codeBlocksHtml, ExampleTabs, type ExampleTab } from './example-tabs.js';
import { ParameterList, SecurityList, ServerList } from './parameter-list.js';
import { SchemaTree } from './schema-tree.js';
import { TryItButton, TryItConsole } from './try-it.js';

/**
 * The content of an endpoint page (the layout adds the title, sidebar and table of contents): the
 * request line, description and authentication; the request samples and response examples, each as
 * tabs; then the parameters, body and responses. On wide screens the samples and examples are a
 * column beside the rest (endpoint.css); on narrow ones they come right after the authentication, in
 * this order, so that a reader finds the code before the field reference.
 */
export function EndpointContent({ view }: { view: EndpointView }) {
  return (
    <div className="endpoint">
      <div className="endpoint-intro">
        <EndpointIntro view={view} />
      </div>
      <aside className="endpoint-aside" aria-label="Examples">
        <EndpointExamples view={view} />
      </aside>
      <div className="endpoint-fields">
        <EndpointFields view={view} />
      </div>
    </div>
  );
}

function EndpointIntro({ view }: { view: EndpointView }) {
  return (
    <>
      <EndpointSignature method={view.method} baseUrl={view.baseUrl} path={view.path} deprecated={view.deprecated} />
      {view.deprecated && (
        <EndpointNote
          type="warning"
          title="Deprecated"
          html="<p>This endpoint is deprecated: keep it out of new integrations.</p>"
        />
      )}
      {view.kindNoteHtml && (
        <EndpointNote type="info" title={view.kind === 'webhook' ? 'Webhook' : 'Callback'} html={view.kindNoteHtml} />
      )}
      {view.unconfirmedHtml && <EndpointNote type="warning" title="Not confirmed" html={view.unconfirmedHtml} />}
      <Html className="endpoint-description" html={view.descriptionHtml} />
      {view.rateLimitHtml && <EndpointNote type="info" title="Rate limit" html={view.rateLimitHtml} />}

      {view.servers && view.ids.servers && (
        <section className="endpoint-section" aria-labelledby={view.ids.servers}>
          <EndpointHeading level={2} id={view.ids.servers} text="Servers" />
          <ServerList servers={view.servers} />
        </section>
      )}

      <section className="endpoint-section" aria-labelledby={view.ids.authentication}>
        <EndpointHeading level={2} id={view.ids.authentication} text="Authentication" />
        {view.security.length === 0 ? (
          view.securityNoteHtml ? (
            <Html className="endpoint-security-note" html={view.securityNoteHtml} />
          ) : (
            <p>No credentials needed.</p>
          )
        ) : (
          <SecurityList security={view.security} />
        )}
      </section>
    </>
  );
}

function EndpointFields({ view }: { view: EndpointView }) {
  return (
    <>
      {view.parameterGroups.length > 0 && (
        <section className="endpoint-section" aria-labelledby={view.ids.parameters}>
          <EndpointHeading level={2} id={view.ids.parameters} text="Parameters" />
          {view.parameterGroups.map((group) => (
            <div className="endpoint-parameter-group" key={group.id}>
              <EndpointHeading level={3} id={group.id} text={group.title} />
              <ParameterList parameters={group.parameters} />
            </div>
          ))}
        </section>
      )}

      {view.requestBody && (
        <section className="endpoint-section" aria-labelledby={view.ids.requestBody}>
          <EndpointHeading
            level={2}
            id={view.ids.requestBody}
            text={view.kind === 'operation' ? 'Request body' : 'Payload'}
          />
          <p className="endpoint-body-flag">{view.requestBody.required ? 'Required.' : 'Optional.'}</p>
          <Html html={view.requestBody.descriptionHtml} />
          {view.requestBody.contents.map((media) => (
            <Media key={media.mediaType} media={media} request />
          ))}
        </section>
      )}

      <section className="endpoint-section" aria-labelledby={view.ids.responses}>
        <EndpointHeading level={2} id={view.ids.responses} text="Responses" />
        {view.errorNoteHtml && <EndpointNote type="note" title="Errors" html={view.errorNoteHtml} />}
        {view.responseGroups.map((group) => (
          <Response key={group.id} group={group} />
        ))}
      </section>
    </>
  );
}

/** The request samples (one tab per language, the choice remembered) and the response examples (one tab per status). */
function EndpointExamples({ view }: { view: EndpointView }) {
  const responseTabs: ExampleTab[] = view.responses.map((response) => ({
    key: response.status,
    label: response.status,
    title: response.title,
    html: responseExampleHtml(response),
  }));
  return (
    <>
      <section className="endpoint-panel endpoint-samples" aria-labelledby={view.ids.samples}>
        <EndpointHeading level={2} id={view.ids.samples} text="Request samples" />
        {view.tryIt && <TryItButton data={view.tryIt} />}
        {(view.samples.length === 0 || view.noSamplesReason) && (
          <p className="endpoint-no-samples">{view.noSamplesReason ?? 'No request sample.'}</p>
        )}
        {view.samples.length > 0 && (
          <ExampleTabs
            id={view.ids.samples}
            label="Language"
            remember={SAMPLE_LANGUAGE_STORAGE_KEY}
            tabs={view.samples.map((sample) => ({
              key: sample.key,
              label: sample.label,
              html: codeBlocksHtml([sample]),
            }))}
          />
        )}
        {view.tryIt && <TryItConsole />}
      </section>
      {responseTabs.length > 0 && (
        <section className="endpoint-panel endpoint-response-examples" aria-labelledby={view.ids.responseExamples}>
          <EndpointHeading level={2} id={view.ids.responseExamples} text="Response examples" />
          <ExampleTabs id={view.ids.responseExamples} label="Status" tabs={responseTabs} />
        </section>
      )}
    </>
  );
}

/** A response's examples as one panel: its status line, then each example, or what it has instead. */
function responseExampleHtml(response: ResponseView): string {
  const head = `<p class="endpoint-example-status endpoint-response-${escapeHtml(response.kind)}">${escapeHtml(response.title)}</p>`;
  if (response.contents.length === 0) return `${head}<p class="endpoint-no-body">No body.</p>`;
  const examples = response.contents.flatMap((media) => media.examples);
  if (examples.length === 0)
    return `${head}<p class="endpoint-no-body">No example (see the fields of ${escapeHtml(response.title)}).</p>`;
  return head + codeBlocksHtml(examples);
}

/**
 * A response, or responses of one body schema: the status (each status with its description, the
 * later ones keeping their own anchors) and the body, folded.
 */
function Response({ group }: { group: ResponseGroupView }) {
  const [first, ...others] = group.responses as [ResponseView, ...ResponseView[]];
  return (
    <div className={`endpoint-response endpoint-response-${group.kind}`}>
      <EndpointHeading level={3} id={group.id} text={group.title} />
      {others.length === 0 ? (
        <Html className="endpoint-response-description" html={first.descriptionHtml} />
      ) : (
        <dl className="endpoint-statuses">
          {group.responses.map((response, index) => (
            <div
              key={response.status}
              className={`endpoint-status endpoint-response-${response.kind}`}
              id={index === 0 ? undefined : response.id}
            >
              <dt>{response.title}</dt>
              <dd>
                <Html className="endpoint-response-description" html={response.descriptionHtml} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {first.headers.length > 0 && (
        <>
          <p className="endpoint-label">Headers</p>
          <ParameterList parameters={first.headers} />
        </>
      )}
      {first.contents.length === 0 && <p className="endpoint-no-body">No body.</p>}
      {first.contents.map((media) => (
        <Media key={media.mediaType} media={media} request={false} />
      ))}
    </div>
  );
}

/**
 * A body's content type and fields. A request body's fields are parameters, shown; a response body's
 * are folded (its example, beside, shows its shape). A request body's examples are shown too; a
 * response's are beside, in Response examples.
 */
function Media({ media, request }: { media: MediaView; request: boolean }) {
  return (
    <div className="endpoint-media">
      <p className="endpoint-media-type">
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaTree node={media.schema} folded={!request} />}
      {request && <CodeSamples className="endpoint-examples" samples={media.examples} />}
    </div>
  );
}
