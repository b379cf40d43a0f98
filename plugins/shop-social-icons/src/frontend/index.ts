/**
 * Storefront core of Shop Social Icons, without React: enqueued by PHP on pages that render icons only. The hidden
 * share buttons it can run (copy link, native share) and the WeChat, Pinterest and Mastodon overlays' triggers
 * (src/frontend/dialogs/, whose overlays load on the first click). What a page needs only sometimes is a chunk of its
 * own, next to this script: the tooltips (loaded as a visitor first points at or tabs to an icon), the sticky
 * floating widget and the popup's trigger (loaded at once, on the pages that have them).
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';
import {
	onFirstReach,
	replayReach,
} from '@shop-bundle/storefront-runtime/first-reach';
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';
import { scriptFolder } from '@shop-bundle/storefront-runtime/script-folder';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { createAlert } from './alert';
import { canCopy, copyLink } from './copy-link';
import { readTexts } from './core-texts';
import { startDialogs } from './dialogs';
import { canShareNatively, shareNatively } from './native-share';
import { wireShareButtons } from './share-buttons';
// The icons' stylesheet: built to build/style-frontend.css, enqueued by PHP where icons render (not with this script).
import './style.scss';

// eslint-disable-next-line camelcase -- webpack's name, which it reads when it loads a chunk.
declare let __webpack_public_path__: string;

// The chunks' folder (webpack.config.js sets no public path): this script's, read while the browser runs it.
const folder = scriptFolder( document, 'shop-social-icons-frontend-js' );
if ( folder ) {
	// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars -- webpack reads it.
	__webpack_public_path__ = folder;
}

startDialogs( window );

domReady( document, () => {
	const texts = readTexts( document );
	const alert = createAlert( document );
	const nav = window.navigator;
	onFirstReach( document, '.shop-social-icons', ( event ) =>
		import( /* webpackChunkName: "tooltips" */ './tooltips' )
			.then( ( { wireTooltips } ) => {
				wireTooltips( document );
				replayReach( document, event );
			} )
			.catch( ( error ) => warn( 'the tooltips did not load', error ) )
	);
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
	if ( document.querySelector( '.shop-social-icons-floating.is-sticky' ) ) {
		import( /* webpackChunkName: "floating-widget" */ './floating-widget' )
			.then( ( { wireFloatingWidget } ) =>
				wireFloatingWidget( document, window )
			)
			.catch( ( error ) =>
				warn( 'the floating widget did not load', error )
			);
	}
	markReady( document.documentElement, 'shop-social-icons' );
} );
