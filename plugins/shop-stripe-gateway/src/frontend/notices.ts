/**
 * Errors in WooCommerce's notices area (spec 8, "Notice display"): a notice list at the top of the area, replacing
 * earlier notices, the form's fields validated again, the page scrolled to it (600 ms).
 */

/**
 * Internal dependencies
 */
import { duration, SCROLL_MS } from './motion';
import type { JQuery } from './jquery';

/** Earlier notices, as WooCommerce's checkout removes them before showing its own. */
const EARLIER =
	'.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message, .is-error, .is-success';

/**
 * Shows one error.
 *
 * @param form    The payment form.
 * @param message The customer's text.
 * @param $       The page's jQuery (scroll animation, WooCommerce's checkout_error event).
 */
export function showError(
	form: HTMLFormElement,
	message: string,
	$?: JQuery
): void {
	const doc = form.ownerDocument;
	const win = doc.defaultView as Window;
	doc.querySelectorAll( EARLIER ).forEach( ( notice ) => notice.remove() );

	const group = doc.createElement( 'div' );
	group.className =
		'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
	const list = doc.createElement( 'ul' );
	list.className = 'woocommerce-error';
	list.setAttribute( 'role', 'alert' );
	list.tabIndex = -1;
	const item = doc.createElement( 'li' );
	item.textContent = message;
	list.append( item );
	group.append( list );
	const area = doc.querySelector( '.woocommerce-notices-wrapper' ) ?? form;
	area.prepend( group );

	// WooCommerce validates on this event (native events reach its jQuery handlers).
	form.querySelectorAll(
		'.input-text, select, input[type="checkbox"]'
	).forEach( ( field ) =>
		field.dispatchEvent( new Event( 'validate', { bubbles: true } ) )
	);

	const top = group.getBoundingClientRect().top + win.scrollY - 100;
	const ms = duration( win, SCROLL_MS );
	if ( $ ) {
		$( 'html, body' ).animate( { scrollTop: top }, ms );
		$( doc.body ).trigger( 'checkout_error', [ message ] );
	} else {
		win.scrollTo?.( { top } );
	}
	list.focus( { preventScroll: true } );
}
