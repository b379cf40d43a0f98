/**
 * Internal dependencies
 */
import { warn } from '../warn';

describe( 'warn', () => {
	it( 'logs a warning with the bundle’s prefix and the detail', () => {
		const error = new Error( 'blocked' );

		warn( 'the tooltips did not load', error );

		expect( console ).toHaveWarnedWith(
			'Shop bundle: the tooltips did not load',
			error
		);
	} );

	it( 'logs the message alone when there is no detail', () => {
		warn( 'the popup could not be fetched' );

		expect( console ).toHaveWarnedWith(
			'Shop bundle: the popup could not be fetched'
		);
	} );
} );
