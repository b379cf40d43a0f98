/**
 * build/overlays.js: the WeChat, Pinterest and Mastodon overlays, as `window.shopSocialIconsOverlays`. Injected by the
 * storefront core on the first click of a WeChat button, Pinterest or Mastodon icon, never enqueued (handle
 * shop-social-icons-overlays, with build/overlays.css). Plain DOM, no dependencies; the QR encoder is a file of
 * its own, loaded for WeChat on a desktop only.
 */

/**
 * Internal dependencies
 */
import type { OverlaysUi } from '../frontend/dialogs/types';
import { openMastodon } from './mastodon-overlay';
import { openPinterest } from './pinterest-overlay';
import { openWeChat } from './wechat-overlay';
import './style.scss';

(
	window as unknown as { shopSocialIconsOverlays: OverlaysUi }
 ).shopSocialIconsOverlays = {
	wechat: openWeChat,
	pinterest: openPinterest,
	mastodon: ( request ) => openMastodon( request ),
};
