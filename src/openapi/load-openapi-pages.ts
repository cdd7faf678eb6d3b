// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { EndpointPage } from './endpoint-page.js';
export async function loadOpenApiPages(context: BuildContext): Promise<EndpointPage[]> { return context.config.openapi.length ? [] : []; }
