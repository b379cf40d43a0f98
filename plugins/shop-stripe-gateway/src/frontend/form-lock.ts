/**
 * The form's processing state (spec 4, "Checkout form": idle to processing, blocked; a second submit is ignored
 * while processing), as WooCommerce's own checkout marks it.
 */

/**
 * Internal dependencies
 */
import type { JQuery } from './jquery';

/**
 * Marks the form processing and draws WooCommerce's busy overlay.
 *
 * @param form The form.
 * @param $    The page's jQuery.
 */
export function lockForm( form: HTMLFormElement, $?: JQuery ): void {
	form.classList.add( 'processing' );
	$?.( form ).block?.( {
		message: null,
		overlayCSS: { background: '#fff', opacity: 0.6 },
	} );
}

/**
 * Back to idle.
 *
 * @param form The form.
 * @param $    The page's jQuery.
 */
export function unlockForm( form: HTMLFormElement, $?: JQuery ): void {
	form.classList.remove( 'processing' );
	$?.( form ).unblock?.();
}
