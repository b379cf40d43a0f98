/**
 * Storefront core of Shop Filter, without React: enqueued only on pages where a filter form renders. Wires each
 * `form.shop-filter`; the first one also follows back/forward and the listing's pagination. What draws a change
 * (form-submit.ts) loads on first use, as a chunk next to this script.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';
import { scriptFolder } from '@shop-bundle/storefront-runtime/script-folder';

/**
 * Internal dependencies
 */
// Both built to build/frontend.css (handle shop-filter-frontend), with this script's version.
import './frontend.scss';
import './phone-panel.scss';
import { wireForm } from './filter-form';
import { pageOfLink } from './pagination';

// eslint-disable-next-line camelcase -- webpack's name, which it reads when it loads a chunk.
declare let __webpack_public_path__: string;

// The chunks' folder (webpack.config.js sets no public path): this script's, read while the browser runs it.
const folder = scriptFolder( document, 'shop-filter-frontend-js' );
if ( folder ) {
	// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars -- webpack reads it.
	__webpack_public_path__ = folder;
}

/** The listing's page links. */
const PAGINATION = '.woocommerce-pagination a, .wp-block-query-pagination a';

/**
 * localStorage, which a browser may refuse.
 */
function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

domReady( document, () => {
	const session = { drawn: window.location.href };
	const zones = new Map();
	const forms = [
		...document.querySelectorAll< HTMLFormElement >( 'form.shop-filter' ),
	].map( ( form ) =>
		wireForm( form, {
			win: window,
			fetcher: window.fetch.bind( window ),
			storage: storage(),
			session,
			zones,
		} )
	);
	const primary = forms[ 0 ];
	if ( primary ) {
		window.addEventListener( 'popstate', () => primary.restore() );
		window.addEventListener( 'pageshow', ( event ) => {
			if ( event.persisted ) {
				primary.dispatch( { type: 'restored' } );
			}
		} );
		// A shopper reaching for a page link: the drawing code starts loading before the click.
		for ( const type of [ 'pointerdown', 'focusin' ] ) {
			document.addEventListener(
				type,
				( event ) => {
					if ( ( event.target as Element ).closest?.( PAGINATION ) ) {
						primary.warm();
					}
				},
				{ passive: true }
			);
		}
		// Before WooCommerce's own pagination handler (capture phase): a page of the filtered listing is drawn like a
		// change, so the form, the overlay and the result count follow it (WooCommerce's handler skips a click
		// whose default is prevented). A click that opens a new tab is left to the browser.
		document.addEventListener(
			'click',
			( event ) => {
				const link = (
					event.target as Element
				 ).closest< HTMLAnchorElement >( PAGINATION );
				const page = link ? pageOfLink( link.href ) : null;
				const plain =
					event.button === 0 &&
					! event.metaKey &&
					! event.ctrlKey &&
					! event.shiftKey &&
					! event.altKey;
				if (
					page !== null &&
					plain &&
					primary.viaAjax &&
					! event.defaultPrevented
				) {
					event.preventDefault();
					primary.dispatch( { type: 'page', page } );
				}
			},
			true
		);
	}
	markReady( document.documentElement, 'shop-filter' );
} );
