/**
 * Settings entry (handle shop-stripe-gateway-express-preview, Express\SettingsPreview): on WooCommerce > Settings >
 * Payments > Stripe, draws the express button after its fields and follows their type, theme, height and radius as
 * the admin changes them. No request to Stripe: the drawing is ours.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { jQueryOf } from '../frontend/jquery';
import { buttonStyle } from './button-style';
import { createPreview, drawButton } from './preview';
import { findButtonInputs, limitsOf, readFields } from './settings-form';
import './preview.scss';

// What a number field falls back to when it says nothing itself (PHP's fields carry min, max and placeholder).
const NO_DEFAULT = 0;

domReady( () => {
	const inputs = findButtonInputs( document );
	const lastRow = inputs?.radius.closest( 'tr' );
	if ( ! inputs || ! lastRow ) {
		return;
	}
	const { button } = createPreview( lastRow );
	const limits = {
		height: limitsOf( inputs.height, NO_DEFAULT ),
		radius: limitsOf( inputs.radius, NO_DEFAULT ),
	};
	const redraw = () =>
		drawButton( button, buttonStyle( readFields( inputs ), limits ) );
	redraw();
	for ( const input of Object.values( inputs ) ) {
		input.addEventListener( 'input', redraw );
		input.addEventListener( 'change', redraw );
	}
	// A select WooCommerce enhances (select2) reports its changes through jQuery only.
	const jQuery = jQueryOf( window );
	for ( const select of [ inputs.type, inputs.theme ] ) {
		jQuery?.( select ).on( 'change', redraw );
	}
} );
