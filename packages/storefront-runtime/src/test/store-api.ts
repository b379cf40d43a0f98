/**
 * Internal dependencies
 */
import { createStoreApi, StoreApiError } from '../store-api';

const answer = ( body: unknown, status = 200, nonce?: string ) =>
	Promise.resolve( {
		ok: status < 400,
		status,
		headers: new Headers( nonce ? { Nonce: nonce } : {} ),
		json: () => Promise.resolve( body ),
	} as Response );

const BASE = 'https://shop.test/wp-json/wc/store/v1/';

describe( 'createStoreApi', () => {
	it( 'GETs, then sends the nonce of the last answer with the next write', async () => {
		const fetcher = jest
			.fn< typeof fetch >()
			.mockReturnValueOnce( answer( { items: [] }, 200, 'n1' ) )
			.mockReturnValueOnce( answer( { items: [ 1 ] }, 201, 'n2' ) )
			.mockReturnValueOnce( answer( {}, 200 ) );
		const api = createStoreApi( fetcher, BASE );

		expect( await api.request( 'cart' ) ).toEqual( { items: [] } );
		expect( fetcher ).toHaveBeenLastCalledWith(
			`${ BASE }cart`,
			expect.objectContaining( {
				method: 'GET',
				credentials: 'same-origin',
				body: undefined,
			} )
		);

		await api.request( 'cart/add-item', { id: 5, quantity: 2 } );
		const [ , add ] = fetcher.mock.calls[ 1 ];
		expect( add?.method ).toBe( 'POST' );
		expect( add?.body ).toBe( '{"id":5,"quantity":2}' );
		expect( add?.headers ).toMatchObject( { Nonce: 'n1' } );

		// An answer without the header keeps the nonce it had.
		await api.request( 'checkout', {}, { 'X-Extra': 'yes' } );
		await api.request( 'cart' ).catch( () => {} );
		expect( fetcher.mock.calls[ 2 ][ 1 ]?.headers ).toMatchObject( {
			Nonce: 'n2',
			'X-Extra': 'yes',
		} );
	} );

	it( 'rejects with the API’s code and text', async () => {
		const api = createStoreApi(
			() =>
				answer(
					{
						code: 'woocommerce_rest_cart_invalid_key',
						message: 'No.',
					},
					409
				),
			BASE
		);
		const error = await api
			.request( 'cart/remove-item', { key: 'x' } )
			.catch( ( reason ) => reason );
		expect( error ).toBeInstanceOf( StoreApiError );
		expect( error ).toMatchObject( {
			message: 'No.',
			code: 'woocommerce_rest_cart_invalid_key',
			status: 409,
		} );
	} );

	it( 'names the status when the answer is not JSON', async () => {
		const api = createStoreApi(
			() =>
				Promise.resolve( {
					ok: false,
					status: 502,
					headers: new Headers(),
					json: () => Promise.reject( new SyntaxError( 'html' ) ),
				} as Response ),
			BASE
		);
		await expect( api.request( 'cart' ) ).rejects.toThrow( 'HTTP 502' );
	} );
} );
