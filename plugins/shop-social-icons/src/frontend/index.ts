/**
 * Storefront core of Shop Social Icons, without React: enqueued by PHP on pages that render icons only.
 * Tooltips, the hidden share buttons it can run (copy link, native share) and the sticky floating widget. The
 * popup's trigger and the WeChat, Pinterest and Mastodon overlays' triggers (src/frontend/dialogs/) load their own
 * chunks on demand.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';

/**
 * Internal dependencies
 */
import { createAlert } from './alert';
import { canCopy, copyLink } from './copy-link';
import { readTexts } from './core-texts';
import { startDialogs } from './dialogs';
import { wireFloatingWidget } from './floating-widget';
import { canShareNatively, shareNatively } from './native-share';
import { wireShareButtons } from './share-buttons';
import { wireTooltips } from './tooltips';
// The icons' stylesheet: built to build/style-frontend.css, enqueued by PHP where icons render (not with this script).
import './style.scss';

startDialogs( window );

domReady( document, () => {
	const texts = readTexts( document );
	const alert = createAlert( document );
	const nav = window.navigator;
	wireTooltips( document );
	wireShareButtons( document, {
		copy: {
			available: () => canCopy( nav ),
			run: ( button ) =>
				void copyLink( nav, button.dataset.url ?? '', alert, texts ),
		},
		native: {
			available: () => canShareNatively( nav ),
			run: ( button ) =>
				void shareNatively(
					nav,
					button.dataset.url ?? '',
					button.dataset.title ?? ''
				),
		},
	} );
	wireFloatingWidget( document, window );
	markReady( document.documentElement, 'shop-social-icons' );
} );
