/**
 * Internal dependencies
 */
import { readSettings } from '../settings';

/**
 * The element as Core prints it: wp_json_encode() with JSON_HEX_TAG | JSON_HEX_AMP, so markup in a value cannot end it.
 *
 * @param value The settings.
 */
const printed = ( value: unknown ) =>
	`<script type="application/json" id="shop-theme-settings">${ JSON.stringify(
		value
	)
		.replace( /</g, '\\u003C' )
		.replace( />/g, '\\u003E' )
		.replace( /&/g, '\\u0026' ) }</script>`;

const shop = {
	wishlistUrl: 'https://shop.test/wp-json/shop-theme/v1/wishlist',
	storeUrl: 'https://shop.test/wp-json/wc/store/v1/',
	nonce: '',
	quickView: {
		markup: '<script src="https://shop.test/quick-view.js" id="shop-theme-quick-view-js"></script>',
	},
	labels: {
		add: 'Add to wishlist',
		remove: 'Remove from wishlist',
		failed: 'The wishlist could not be saved.',
	},
};

describe( 'readSettings', () => {
	it.each( [
		[
			'the shop part alone, its markup intact',
			printed( { shop } ),
			{ shop },
		],
		[
			'broken JSON',
			'<script type="application/json" id="shop-theme-settings">{broken</script>',
			{},
		],
		[ 'JSON that is not an object', printed( null ), {} ],
		[ 'no element', '', {} ],
	] )( 'reads %s', ( _, html, expected ) => {
		document.body.innerHTML = html;
		expect( readSettings( document ) ).toEqual( expected );
	} );
} );
