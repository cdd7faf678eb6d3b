import type { CodeSampleView, SchemaNode } from './endpoint-view.js';

/** An operation (webhook, callback) as a schema page or the changelog lists it, linking to its page when it has one. */
export interface OperationLinkView {
  /** Upper-case HTTP method. */
  method: string;
  /** Request path; a webhook's name. */
  path: string;
  title: string;
  /** Its page's route and the href to it (under the base URL); absent for an operation the spec no longer has. */
  route?: string;
  href?: string;
}

/** A named schema's page (`schemaPages`): its fields, an example and the operations that use it. */
export interface SchemaPageView {
  name: string;
  descriptionHtml: string;
  /** Its fields, every one of them (read-only and write-only ones flagged); named schemas inside link to their pages. */
  node: SchemaNode;
  example?: CodeSampleView;
  /** Operations whose responses hold it. */
  returnedBy: OperationLinkView[];
  /** Operations whose parameters or request bodies hold it. */
  acceptedBy: OperationLinkView[];
  /** Webhooks and callbacks whose payloads hold it. */
  sentBy: OperationLinkView[];
  ids: { fields: string; example: string; returnedBy: string; acceptedBy: string; sentBy: string };
}

/** One change to an operation: a field, parameter, response or property of the operation added, removed or changed. */
export interface ChangeView {
  /** What it reads as, in Markdown-free text with code spans marked by backticks (`` `note` added ``). */
  text: string;
  /** A change that can break a client, by api-smart-diff's rules. */
  breaking: boolean;
}

/** The changes of one part of an operation: `Request body`, `Query parameters`, `Response 201`, `Operation`. */
export interface ChangeGroupView {
  where: string;
  changes: ChangeView[];
}

export interface ChangedOperationView extends OperationLinkView {
  groups: ChangeGroupView[];
}

/** The changelog page (`changelog`): operations added, removed and changed since the spec's base version. */
export interface ChangelogView {
  /** `version 1.0.0 (git ref v1.0)`. */
  base: string;
  /** `version 2.0.0`. */
  current: string;
  added: OperationLinkView[];
  removed: OperationLinkView[];
  changed: ChangedOperationView[];
  ids: { added: string; removed: string; changed: string };
}
