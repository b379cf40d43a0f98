/**
 * The express buttons' scripts, loaded only once their container nears the viewport: a shopper who never scrolls to
 * the buttons downloads neither Stripe.js (about 200 kB gzipped with what it loads) nor the express script.
 */

/**
 * External dependencies
 */
import { addScripts } from '@shop-bundle/storefront-runtime/load-on-reach';

/** The containers ShopStripeGateway\Express\ExpressContainer draws. */
export const CONTAINER = '.shop-stripe-express';

/** How near the viewport a container starts the load: the scripts have that much scrolling to arrive. */
export const ROOT_MARGIN = '300px';

/**
 * Stripe.js of the release train `@stripe/stripe-js` 10 asks for: its `loadStripe()` finds this tag and waits for
 * it instead of adding a second one, so Stripe.js and the express script download side by side.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/** Set on a container once watched, so a loader run again (WooCommerce redraws the cart's totals) skips it. */
const WATCHED = 'data-shop-stripe-express-watched';

/** What the loader needs of the window. */
export interface LoaderWindow {
	document: Document;
	addEventListener: Window[ 'addEventListener' ];
	IntersectionObserver?: typeof IntersectionObserver;
	/** Set once the scripts were asked for, on this page. */
	shopStripeExpressLoading?: boolean;
}

/**
 * The express script's address, from the container's configuration (`scriptUrl`); '' when unreadable.
 *
 * @param container A container.
 */
export function scriptUrlOf( container: Element ): string {
	try {
		const config: unknown = JSON.parse(
			container.getAttribute( 'data-config' ) ?? ''
		);
		const url =
			typeof config === 'object' && config !== null
				? ( config as { scriptUrl?: unknown } ).scriptUrl
				: '';
		return typeof url === 'string' ? url : '';
	} catch {
		return '';
	}
}

/**
 * Watches the page's containers once the page has loaded (so Stripe.js never competes with the page's own first
 * paint, even with the buttons in view); the first container that comes within ROOT_MARGIN of the viewport adds
 * Stripe.js and the express script (in that order: the express script runs after Stripe.js, which it uses).
 * Without IntersectionObserver the scripts are added at once.
 *
 * @param win The window.
 */
export function loadOnApproach( win: LoaderWindow ): void {
	if ( win.document.readyState !== 'complete' ) {
		win.addEventListener( 'load', () => watch( win ), { once: true } );
		return;
	}
	watch( win );
}

/**
 * Watches the containers not watched yet.
 *
 * @param win The window.
 */
function watch( win: LoaderWindow ): void {
	const doc = win.document;
	const containers = Array.from( doc.querySelectorAll( CONTAINER ) ).filter(
		( container ) => ! container.hasAttribute( WATCHED )
	);
	if ( win.shopStripeExpressLoading || containers.length === 0 ) {
		return;
	}
	const load = ( container: Element ) => {
		const src = scriptUrlOf( container );
		if ( win.shopStripeExpressLoading || ! src ) {
			return;
		}
		win.shopStripeExpressLoading = true;
		addScripts( doc, [
			{ id: 'shop-stripe-gateway-stripe-js', src: STRIPE_JS_URL },
			{ id: 'shop-stripe-gateway-express-js', src },
		] );
	};
	containers.forEach( ( container ) =>
		container.setAttribute( WATCHED, '' )
	);
	if ( ! win.IntersectionObserver ) {
		load( containers[ 0 ] );
		return;
	}
	const observer = new win.IntersectionObserver(
		( entries ) => {
			const near = entries.find( ( entry ) => entry.isIntersecting );
			if ( near ) {
				observer.disconnect();
				load( near.target );
			}
		},
		{ rootMargin: ROOT_MARGIN }
	);
	containers.forEach( ( container ) => observer.observe( container ) );
}
