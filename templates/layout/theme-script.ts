import { jsonForScript } from '../escape-html.js';
import {
  announcementStorageKey,
  SAMPLE_LANGUAGE_STORAGE_KEY,
  SIDEBAR_HIDDEN_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '../../client/storage-keys.js';

export interface ThemeScriptOptions {
  defaultMode: 'light' | 'dark';
  /** Let the reader's stored choice override the default. */
  respectUserChoice: boolean;
  /** Take the system's `prefers-color-scheme` over the default, until the reader chooses. */
  respectPrefersColorScheme: boolean;
  /** Id of a closeable announcement bar, hidden before paint when dismissed. */
  closeableAnnouncementId?: string;
}

/**
 * The inline `<head>` script: sets `html[data-theme]` before first paint (the reader's stored choice, else
 * the system's when the site follows it, else the default), so a dark mode never flashes light, `html[data-sidebar-hidden]` when the reader hid the docs sidebar, `html[data-sample-language]` (the reader's request-sample language) and `html[data-js]`. Every storage access is inside try/catch: storage can be disabled, and this must never throw.
 */
export function themeScript({
  defaultMode,
  respectUserChoice,
  respectPrefersColorScheme,
  closeableAnnouncementId,
}: ThemeScriptOptions): string {
  const readSystem = respectPrefersColorScheme
    ? `try{if(matchMedia("(prefers-color-scheme: dark)").matches)m="dark";else if(matchMedia("(prefers-color-scheme: light)").matches)m="light"}catch(e){}`
    : '';
  const readStored = respectUserChoice
    ? `try{var s=localStorage.getItem(${jsonForScript(THEME_STORAGE_KEY)});if(s==="light"||s==="dark")m=s}catch(e){}`
    : '';
  const announcement = closeableAnnouncementId
    ? `try{if(localStorage.getItem(${jsonForScript(announcementStorageKey(closeableAnnouncementId))})==="dismissed")d.dataset.announcementDismissed="true"}catch(e){}`
    : '';
  const sidebar = `try{if(localStorage.getItem(${jsonForScript(SIDEBAR_HIDDEN_STORAGE_KEY)})==="hidden")d.dataset.sidebarHidden="true"}catch(e){}`;
  // The request-sample language chosen on an endpoint page, so that CSS shows it before the tabs script runs.
  const language = `try{var l=localStorage.getItem(${jsonForScript(SAMPLE_LANGUAGE_STORAGE_KEY)});if(l&&/^[a-z]+$/.test(l))d.dataset.sampleLanguage=l}catch(e){}`;
  // `html[data-js]`: scripts run, so CSS can lay out what a script will enhance (e.g. example tabs) before it does.
  return `(function(){try{var d=document.documentElement,m=${jsonForScript(defaultMode)};d.dataset.js="";${readSystem}${readStored}d.dataset.theme=m;${announcement}${sidebar}${language}}catch(e){}})();`;
}
