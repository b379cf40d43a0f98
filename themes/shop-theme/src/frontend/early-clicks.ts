/**
 * WooCommerce's "Add to cart" buttons on the product grids are Interactivity API elements: a click does nothing until
 * WordPress has hydrated them, which it does region by region after the page is parsed, yielding to the browser
 * between regions. On a slow phone, or a busy one, a shopper's tap in that time was lost (the button said "Add to
 * cart" and the cart stayed empty). Clicks on those buttons before hydration are held here and clicked again, in
 * order, once it is done.
 *
 * When hydration is done: `ShopTheme\Shop\EarlyClicks` prints an empty interactive element at the end of the body
 * whose only directive adds a class; WordPress hydrates regions in document order, so that class appears once every
 * button before it can be clicked. Never held for long: if it has not appeared 10 seconds after the page loaded
 * (the scripts failed), clicks go through as they did before. On WooCommerce 10 (`watchLoads`, the build's
 * `early-clicks-wc10`) the clicks are replayed once the cart's loads in flight have their answer (`cart-loads.ts`).
 * Printed inline in the head of a page with a grid
 * (`build/early-clicks.js`), so taps while the scripts still download are held too.
 */

/**
 * Internal dependencies
 */
import type { CartLoads } from './cart-loads';

/** The sentinel's id and the class hydration gives it. */
export const SENTINEL_ID = 'shop-theme-interactive';
export const HYDRATED_CLASS = 'is-hydrated';

/** The buttons whose clicks wait for hydration (links work without it). */
const BUTTONS = 'button.wc-block-components-product-button__button';

/** How long after the load clicks are held at most. */
export const MOST_MS = 10_000;

/**
 * Starts holding at once (printed inline in the head, so a tap while the page's scripts still download is held too).
 *
 * @param doc        The document.
 * @param win        The window (the load event and the timer).
 * @param watchLoads Counts the cart's loads (WooCommerce 10 only: 11 makes its changes wait for its first load).
 * @return Stops holding (what was held is dropped).
 */
export function holdEarlyClicks(
	doc: Document,
	win: Window,
	watchLoads?: ( win: Window ) => CartLoads
): () => void {
	const held: HTMLButtonElement[] = [];
	const loads = watchLoads?.( win );
	let holding = true;
	let observer: MutationObserver | undefined;

	const hold = ( event: MouseEvent ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLButtonElement >( BUTTONS )
				: null;
		if ( ! holding || ! button ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		held.push( button );
	};

	const release = ( replay: boolean ) => {
		if ( ! holding ) {
			return;
		}
		holding = false;
		doc.removeEventListener( 'click', hold, true );
		observer?.disconnect();
		const replayed = replay ? held.splice( 0 ) : [];
		held.length = 0;
		const clickAgain = () => {
			loads?.stop();
			for ( const button of replayed ) {
				if ( button.isConnected ) {
					button.click();
				}
			}
		};
		// On WooCommerce 10, after the cart's loads in flight (cart-loads.ts): else it can put an older cart over the adds.
		if ( loads && replayed.length > 0 ) {
			loads.settled().then( clickAgain );
		} else {
			clickAgain();
		}
	};

	// Once the page is parsed, before WordPress starts hydrating (its listener comes after this one).
	const watch = () => {
		const sentinel = doc.getElementById( SENTINEL_ID );
		if ( ! sentinel || sentinel.classList.contains( HYDRATED_CLASS ) ) {
			release( !! sentinel );
			return;
		}
		observer = new MutationObserver( () => {
			if ( sentinel.classList.contains( HYDRATED_CLASS ) ) {
				release( true );
			}
		} );
		observer.observe( sentinel, {
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
	};

	// Capture: before the click reaches the button.
	doc.addEventListener( 'click', hold, true );
	if ( doc.readyState === 'loading' ) {
		doc.addEventListener( 'DOMContentLoaded', watch, { once: true } );
	} else {
		watch();
	}
	const giveUp = () => win.setTimeout( () => release( false ), MOST_MS );
	if ( doc.readyState === 'complete' ) {
		giveUp();
	} else {
		win.addEventListener( 'load', giveUp, { once: true } );
	}
	return () => release( false );
}
