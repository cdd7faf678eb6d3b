import { CHAT_WIDGET_CONFIG_ID } from './dom-ids.js';

interface ChatWidgetSettings {
  scriptUrl: string;
  initFunction?: string;
  options?: Record<string, unknown>;
}

/**
 * Loads the chat-support widget configured for the site (an async script; the entry calls this once
 * the page is interactive, so it never delays the page), then calls its start function with the
 * configured options. A script that fails to load or start only logs a warning.
 */
export function startChatWidget(root: Document): void {
  const config = root.getElementById(CHAT_WIDGET_CONFIG_ID);
  if (!config?.textContent) return;
  let settings: ChatWidgetSettings;
  try {
    settings = JSON.parse(config.textContent) as ChatWidgetSettings;
  } catch (error) {
    console.warn('docs-build: the chat widget settings are not valid JSON; the widget is not loaded.', error);
    return;
  }
  const script = root.createElement('script');
  script.src = settings.scriptUrl;
  script.async = true;
  script.addEventListener('load', () => initialise(settings));
  script.addEventListener('error', () =>
    console.warn(
      `docs-build: the chat widget script ${settings.scriptUrl} could not be loaded; the page works without it.`,
    ),
  );
  root.body.append(script);
}

function initialise({ scriptUrl, initFunction, options = {} }: ChatWidgetSettings): void {
  if (!initFunction) return;
  const start = (window as unknown as Record<string, unknown>)[initFunction];
  if (typeof start !== 'function') {
    console.warn(
      `docs-build: the chat widget script ${scriptUrl} did not define ${initFunction}(); the widget is not started.`,
    );
    return;
  }
  try {
    (start as (options: Record<string, unknown>) => unknown)(options);
  } catch (error) {
    console.warn(`docs-build: starting the chat widget with ${initFunction}() failed.`, error);
  }
}
