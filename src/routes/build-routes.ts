// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { RenderedContent, SourceFile } from '../content/page-model.js';
import type { EndpointPage } from '../openapi/endpoint-page.js';
import type { SiteModel } from './route-model.js';
export interface RouteInputs { sources: SourceFile[]; rendered: Map<string, RenderedContent>; endpoints: EndpointPage[] }
export function buildRoutes(context: BuildContext, inputs: RouteInputs): SiteModel { throw new Error('todo ' + context.root + inputs.sources.length); }
