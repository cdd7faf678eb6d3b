// Ids of elements that the templates render and the browser code looks up.

/** `<script type="application/json">` holding the chat widget's settings (present only when configured). */
export const CHAT_WIDGET_CONFIG_ID = 'chat-widget-config';

/** Attribute of an endpoint page's "Try it" button: the entry's delegated listener loads the console on its click. */
export const TRY_IT_OPEN_ATTRIBUTE = 'data-try-it-open';
