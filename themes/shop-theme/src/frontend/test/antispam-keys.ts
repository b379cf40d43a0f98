/**
 * Internal dependencies
 */
import {
	EXPIRY_MARGIN_MS,
	STORAGE_KEY,
	getKeys,
	storedKeys,
} from '../antispam-keys';

/**
 * Replaces the page's fetch.
 *
 * @param mock The stand-in.
 */
function stubFetch( mock: typeof fetch ) {
	window.fetch = mock;
}

const URL = 'https://shop.test/wp-json/shop-theme/v1/antispam-keys';
const KEY = { name: 'shop_antispam_key', value: 'k1' };

function answer( body: unknown, status = 200 ) {
	return jest.fn< typeof fetch >().mockResolvedValue( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} as Response );
}

describe( 'anti-spam keys in the browser', () => {
	beforeEach( () => {
		localStorage.clear();
		jest.useFakeTimers( { now: 1_000_000 } );
	} );
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'fetches keys by POST and stores them with their expiry, on the browser clock, a minute early', async () => {
		stubFetch(
			answer( {
				data: [ KEY ],
				expires: 5,
				expires_in: 3600,
			} )
		);

		await expect( getKeys( URL ) ).resolves.toEqual( [ KEY ] );

		expect( window.fetch ).toHaveBeenCalledWith( URL, { method: 'POST' } );
		expect(
			JSON.parse( localStorage.getItem( STORAGE_KEY ) as string )
		).toEqual( {
			value: [ KEY ],
			expiry: 1_000_000 + 3_600_000 - EXPIRY_MARGIN_MS,
		} );
	} );

	it( 'uses the stored keys until their expiry, without a request', async () => {
		stubFetch( answer( { data: [ KEY ], expires_in: 3600 } ) );
		await getKeys( URL );
		jest.setSystemTime( 1_000_000 + 3_600_000 - EXPIRY_MARGIN_MS - 1 );

		await expect( getKeys( URL ) ).resolves.toEqual( [ KEY ] );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		expect( storedKeys() ).toEqual( [ KEY ] );
	} );

	it( 'fetches again once the stored expiry is in the past', async () => {
		stubFetch( answer( { data: [ KEY ], expires_in: 3600 } ) );
		await getKeys( URL );
		jest.setSystemTime( 1_000_000 + 3_600_000 - EXPIRY_MARGIN_MS );
		expect( storedKeys() ).toBeNull();

		const fresh = { ...KEY, value: 'k2' };
		stubFetch( answer( { data: [ fresh ], expires_in: 3600 } ) );
		await expect( getKeys( URL ) ).resolves.toEqual( [ fresh ] );
		expect( storedKeys() ).toEqual( [ fresh ] );
	} );

	it.each( [
		[ 'nothing stored', null ],
		[ 'not JSON', '{' ],
		[ 'no expiry', JSON.stringify( { value: [ KEY ] } ) ],
	] )( 'treats %s as no keys', ( _name, stored ) => {
		if ( stored !== null ) {
			localStorage.setItem( STORAGE_KEY, stored );
		}
		expect( storedKeys() ).toBeNull();
	} );

	it( 'rejects with the REST error when the endpoint refuses, and stores nothing', async () => {
		const refusal = {
			code: 'shop_theme_antispam_rate_limited',
			message: 'Too many',
		};
		stubFetch( answer( refusal, 429 ) );

		await expect( getKeys( URL ) ).rejects.toEqual( refusal );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
	} );

	it( 'still gives the keys when the browser refuses to store them', async () => {
		stubFetch( answer( { data: [ KEY ], expires_in: 3600 } ) );
		jest.spyOn( Storage.prototype, 'setItem' ).mockImplementation( () => {
			throw new Error( 'QuotaExceededError' );
		} );

		await expect( getKeys( URL ) ).resolves.toEqual( [ KEY ] );
	} );
} );
