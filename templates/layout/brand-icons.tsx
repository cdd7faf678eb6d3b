import {
  siBitbucket,
  siBluesky,
  siDiscord,
  siDiscourse,
  siGithub,
  siGitlab,
  siMastodon,
  siNpm,
  siReddit,
  siRss,
  siStackoverflow,
  siTelegram,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import type { NavbarIcon } from '../view-types.js';

/** The brands' own marks, from simple-icons (CC0), by the config's icon names. */
const ICONS: Record<NavbarIcon, SimpleIcon> = {
  github: siGithub,
  gitlab: siGitlab,
  bitbucket: siBitbucket,
  x: siX,
  discord: siDiscord,
  telegram: siTelegram,
  mastodon: siMastodon,
  bluesky: siBluesky,
  youtube: siYoutube,
  reddit: siReddit,
  discourse: siDiscourse,
  stackoverflow: siStackoverflow,
  npm: siNpm,
  rss: siRss,
};

/** A brand's icon, drawn in the text colour; hidden from screen readers (the link's label names it). */
export function BrandIcon({ name }: { name: NavbarIcon }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={ICONS[name].path} />
    </svg>
  );
}
