import { CodeSamples } from './code-sample.js';
import { EndpointHeading, EndpointNote, Html } from './endpoint-heading.js';
import { EndpointSignature } from './endpoint-signature.js';
import type { EndpointView, MediaView, ResponseView } from './endpoint-view.js';
import { ParameterTable } from './parameter-table.js';
import { SchemaTree } from './schema-tree.js';

/**
 * The content of an endpoint page (the layout adds the title, sidebar and table of contents): the
 * request line, description, authentication, parameters, body, responses and request samples.
 */
export function EndpointContent({ view }: { view: EndpointView }) {
  return (
    <div className="endpoint">
      <EndpointSignature method={view.method} baseUrl={view.baseUrl} path={view.path} deprecated={view.deprecated} />
      {view.deprecated && <EndpointNote type="warning" title="Deprecated" html="<p>This endpoint is deprecated: keep it out of new integrations.</p>" />}
      {view.unconfirmedHtml && <EndpointNote type="warning" title="Not confirmed" html={view.unconfirmedHtml} />}
      <Html className="endpoint-description" html={view.descriptionHtml} />
      {view.rateLimitHtml && <EndpointNote type="info" title="Rate limit" html={view.rateLimitHtml} />}

      <section className="endpoint-section" aria-labelledby={view.ids.authentication}>
        <EndpointHeading level={2} id={view.ids.authentication} text="Authentication" />
        {view.security.length === 0 ? (
          view.securityNoteHtml ? <Html className="endpoint-security-note" html={view.securityNoteHtml} /> : <p>No credentials needed.</p>
        ) : (
          <ul className="endpoint-security">
            {view.security.map((s) => (
              <li key={s.name}>
                <code>{s.name}</code> <span className="endpoint-security-location">{`(${s.location})`}</span>
                <Html className="endpoint-security-description" html={s.descriptionHtml} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {view.parameterGroups.length > 0 && (
        <section className="endpoint-section" aria-labelledby={view.ids.parameters}>
          <EndpointHeading level={2} id={view.ids.parameters} text="Parameters" />
          {view.parameterGroups.map((group) => (
            <div className="endpoint-parameter-group" key={group.id}>
              <EndpointHeading level={3} id={group.id} text={group.title} />
              <ParameterTable parameters={group.parameters} />
            </div>
          ))}
        </section>
      )}

      {view.requestBody && (
        <section className="endpoint-section" aria-labelledby={view.ids.requestBody}>
          <EndpointHeading level={2} id={view.ids.requestBody} text="Request body" />
          <p className="endpoint-body-flag">{view.requestBody.required ? 'Required.' : 'Optional.'}</p>
          <Html html={view.requestBody.descriptionHtml} />
          {view.requestBody.contents.map((media) => (
            <Media key={media.mediaType} media={media} />
          ))}
        </section>
      )}

      <section className="endpoint-section" aria-labelledby={view.ids.responses}>
        <EndpointHeading level={2} id={view.ids.responses} text="Responses" />
        {view.errorNoteHtml && <EndpointNote type="note" title="Errors" html={view.errorNoteHtml} />}
        {view.responses.map((response) => (
          <Response key={response.status} response={response} />
        ))}
      </section>

      <section className="endpoint-section" aria-labelledby={view.ids.samples}>
        <EndpointHeading level={2} id={view.ids.samples} text="Request samples" />
        {view.unconfirmedHtml ? (
          <p className="endpoint-no-samples">No runnable sample: this endpoint is not confirmed (see the note above).</p>
        ) : (
          <CodeSamples className="endpoint-samples" samples={view.samples} />
        )}
      </section>
    </div>
  );
}

function Response({ response }: { response: ResponseView }) {
  return (
    <div className={`endpoint-response endpoint-response-${response.kind}`}>
      <EndpointHeading level={3} id={response.id} text={response.title} />
      <Html className="endpoint-response-description" html={response.descriptionHtml} />
      {response.headers.length > 0 && (
        <>
          <p className="endpoint-label">Headers</p>
          <ParameterTable parameters={response.headers} />
        </>
      )}
      {response.contents.length === 0 && <p className="endpoint-no-body">No body.</p>}
      {response.contents.map((media) => (
        <Media key={media.mediaType} media={media} />
      ))}
    </div>
  );
}

function Media({ media }: { media: MediaView }) {
  return (
    <div className="endpoint-media">
      <p className="endpoint-media-type">
        Content type: <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaTree node={media.schema} />}
      <CodeSamples className="endpoint-examples" samples={media.examples} />
    </div>
  );
}
