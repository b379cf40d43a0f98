/**
 * Internal dependencies
 */
import {
	keepLocalAppearance,
	LOCAL_APPEARANCE_MS,
	readLocalAppearance,
} from '../local-appearance';

const SAVED = { theme: 'stripe' as const };

beforeEach( () => window.localStorage.clear() );

describe( 'readLocalAppearance', () => {
	it( "gives a shopper's measurement to no other theme or checkout kind, and measures again after a day", () => {
		const now = Date.now();
		keepLocalAppearance(
			window.localStorage,
			'shop-theme',
			true,
			SAVED,
			now
		);

		expect(
			readLocalAppearance( window.localStorage, 'shop-theme', true, now )
		).toEqual( SAVED );
		expect(
			readLocalAppearance( window.localStorage, 'shop-theme', false, now )
		).toBeNull();
		expect(
			readLocalAppearance( window.localStorage, 'other-theme', true, now )
		).toBeNull();
		expect(
			readLocalAppearance(
				window.localStorage,
				'shop-theme',
				true,
				now + LOCAL_APPEARANCE_MS
			)
		).toBeNull();
	} );
} );
