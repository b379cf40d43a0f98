/**
 * Internal dependencies
 */
import { onHistory } from '../on-history';

describe( 'onHistory', () => {
	const shop = 'https://shop.test/shop/';
	it( 'redraws from the address when the query changed and ajax is on', () => {
		expect(
			onHistory( `${ shop }?filter=1&pa_color=red`, shop, true )
		).toBe( 'redraw' );
	} );
	it( 'reloads when the query changed and ajax is off', () => {
		expect(
			onHistory( `${ shop }?filter=1&pa_color=red`, shop, false )
		).toBe( 'reload' );
	} );
	it( 'does nothing when only the hash changed', () => {
		expect( onHistory( `${ shop }?a=1`, `${ shop }?a=1#top`, true ) ).toBe(
			'none'
		);
	} );
} );
