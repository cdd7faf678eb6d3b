import type { SiteConfigInput } from './config-schema.js';

type ChatWidgetInput = NonNullable<SiteConfigInput['chatWidget']>;

/** The build-environment variables `chatWidgetFromEnv` reads. */
export const CHAT_WIDGET_ENV = {
  /** URL of the widget's script: `https://…`, `http://…` or a path of the site (`/chat.js`). */
  src: 'DOCS_CHAT_WIDGET_SRC',
  /** Name of the global function the script defines, called once it has loaded. */
  init: 'DOCS_CHAT_WIDGET_INIT',
  /** A JSON object passed to that function. */
  options: 'DOCS_CHAT_WIDGET_OPTIONS',
} as const;

/**
 * The `chatWidget` config from the build environment, for a `site.config.ts` whose production build
 * loads a hosted chat-support widget while local builds stay without one:
 * `chatWidget: chatWidgetFromEnv()`. Without `DOCS_CHAT_WIDGET_SRC` (or with it empty) there is no
 * widget. A value that cannot work throws, naming the variable and what to set instead, so the build
 * stops rather than publishing pages that load nothing.
 */
export function chatWidgetFromEnv(env: Record<string, string | undefined> = process.env): ChatWidgetInput | undefined {
  const scriptUrl = env[CHAT_WIDGET_ENV.src]?.trim();
  if (!scriptUrl) return undefined;
  if (!/^(https?:\/\/[^/\s]+|\/)[^\s]*$/.test(scriptUrl)) {
    throw new Error(
      `${CHAT_WIDGET_ENV.src} is "${scriptUrl}", which is not a script URL. Set it to an https:// URL ` +
        '(or a path of this site starting with "/"), or leave it unset for no chat widget.',
    );
  }
  const widget: ChatWidgetInput = { scriptUrl };
  const initFunction = env[CHAT_WIDGET_ENV.init]?.trim();
  if (initFunction) {
    if (!/^[A-Za-z_$][\w$]*$/.test(initFunction)) {
      throw new Error(
        `${CHAT_WIDGET_ENV.init} is "${initFunction}", which is not the name of a global function. Set it to a name such as startSupportChat.`,
      );
    }
    widget.initFunction = initFunction;
  }
  const options = env[CHAT_WIDGET_ENV.options]?.trim();
  if (options) widget.options = parseOptions(options);
  return widget;
}

function parseOptions(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${CHAT_WIDGET_ENV.options} is not valid JSON (${(error as Error).message}). Set it to a JSON object, such as {"appId":"abc123"}.`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(
      `${CHAT_WIDGET_ENV.options} must be a JSON object, such as {"appId":"abc123"}; it is ${JSON.stringify(value)}.`,
    );
  }
  return value as Record<string, unknown>;
}
