/**
 * Internal dependencies
 */
import { buttonStyle } from '../button-style';
import { createPreview, drawButton } from '../preview';
import { findButtonInputs, limitsOf, readFields } from '../settings-form';

/** The express fields as WooCommerce's settings form prints them (ids `woocommerce_stripe_<key>`). */
function settingsForm() {
	document.body.innerHTML = `
		<table class="form-table"><tbody>
			<tr><th>Type</th><td><select id="woocommerce_stripe_express_checkout_button_type">
				<option value="default">Only the wallet's logo</option><option value="buy" selected>Buy</option>
			</select></td></tr>
			<tr><th>Theme</th><td><select id="woocommerce_stripe_express_checkout_button_theme">
				<option value="black">Black</option><option value="white" selected>White</option>
			</select></td></tr>
			<tr><th>Height</th><td><input type="number" id="woocommerce_stripe_express_checkout_button_height" min="40" max="55" placeholder="48" value="44"></td></tr>
			<tr id="radius-row"><th>Radius</th><td><input type="number" id="woocommerce_stripe_express_checkout_button_radius" min="0" max="30" placeholder="4" value=""></td></tr>
			<tr id="next"><th>Test mode</th><td></td></tr>
		</tbody></table>`;
}

describe( 'the settings form preview', () => {
	it( 'reads the four fields and their limits, and draws the button after them', () => {
		settingsForm();
		const inputs = findButtonInputs( document );
		expect( inputs ).not.toBeNull();
		if ( ! inputs ) {
			return;
		}
		const limits = {
			height: limitsOf( inputs.height, 0 ),
			radius: limitsOf( inputs.radius, 0 ),
		};
		expect( limits.height ).toEqual( { min: 40, max: 55, fallback: 48 } );

		const { row, button } = createPreview(
			document.getElementById( 'radius-row' ) as HTMLTableRowElement
		);
		drawButton( button, buttonStyle( readFields( inputs ), limits ) );

		expect( row.nextElementSibling?.id ).toBe( 'next' );
		expect( button ).toHaveTextContent( 'Buy with G Pay' );
		expect( button ).toHaveAttribute( 'role', 'img' );
		expect( button ).toHaveAccessibleName(
			'Preview of the express button: "Buy with G Pay", white, 44 px high, 4 px corners'
		);
		expect( button.style.height ).toBe( '44px' );
		expect( button.style.borderRadius ).toBe( '4px' );
		expect( button.style.background ).toBe( 'rgb(255, 255, 255)' );
	} );

	it( 'finds nothing on a form without the express fields', () => {
		document.body.innerHTML = '<form><input id="other"></form>';
		expect( findButtonInputs( document ) ).toBeNull();
	} );
} );
