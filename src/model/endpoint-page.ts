import type { RenderedContent } from './rendered-content.js';

/** An endpoint page's content: its readable text is `plainText` (it has no sections). */
export type EndpointPageContent = RenderedContent & { plainText: string };

/**
 * A page the openapi stage makes from a spec: one per operation (webhook, callback), and for a spec
 * that opts in, one per named schema and its changelog.
 */
export interface EndpointPage {
  /** `/endpoints/v2/createfixedshift` */
  route: string;
  /** Id of the spec in `config.openapi`. */
  specId: string;
  /**
   * What the page is about when it is not an operation: a named schema of `components.schemas`
   * (`schemaPages`), or what changed since the spec's base version (`changelog`).
   */
  subject?: 'schema' | 'changelog';
  /** The operation's first tag (`Schemas` for a schema page, none for the changelog); the sidebar groups by it. */
  tag: string;
  /** Position of the tag among the spec's tags (the spec's `tags` order, then first appearance). */
  tagOrder: number;
  /** Position of the operation within the spec (document order). */
  order: number;
  /** Operation summary, or its operationId. */
  title: string;
  description: string;
  /** Spec file relative to the site root. */
  file: string;
  /** An operation's upper-case HTTP method (`GET`). */
  method?: string;
  /** An operation's request path as documented (`/shifts/{shiftId}`), without the server URL; a schema's name. */
  path?: string;
  /** The operation is marked `deprecated` in the spec. */
  deprecated?: boolean;
  content: EndpointPageContent;
  /**
   * Files the page brings to the output, by path relative to the output folder: those it loads (the "Try it"
   * console's response checks); on a converted Swagger spec's first page, the OpenAPI 3 document it became,
   * published at `openapi/{id}.yaml` in place of the Swagger file.
   */
  assets?: { path: string; contents: string }[];
}
