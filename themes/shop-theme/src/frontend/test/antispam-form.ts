/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { protectForms } from '../antispam-form';
import { STORAGE_KEY } from '../antispam-keys';

/**
 * Replaces the page's fetch.
 *
 * @param mock The stand-in.
 */
function stubFetch( mock: typeof fetch ) {
	window.fetch = mock;
}

const MESSAGE = 'Your comment was not sent: go back and send it again.';

function renderForm() {
	document.body.innerHTML = `
		<form id="commentform" action="/wp-comments-post.php" method="post">
			<textarea name="comment">Hello</textarea>
			<input name="submit" type="submit" value="Post Comment" />
			<input type="hidden" name="shop_antispam_key" value=""
				data-shop-antispam="/wp-json/shop-theme/v1/antispam-keys" data-message="${ MESSAGE }" />
		</form>`;
	return {
		form: document.getElementById( 'commentform' ) as HTMLFormElement,
		field: document.querySelector(
			'[name=shop_antispam_key]'
		) as HTMLInputElement,
	};
}

function keysAnswer( value: string ): Response {
	return {
		ok: true,
		status: 200,
		json: () =>
			Promise.resolve( {
				data: [ { name: 'shop_antispam_key', value } ],
				expires_in: 3600,
			} ),
	} as Response;
}

describe( 'protectForms', () => {
	let submit: ReturnType< typeof jest.spyOn >;

	beforeEach( () => {
		localStorage.clear();
		submit = jest
			.spyOn( HTMLFormElement.prototype, 'submit' )
			.mockImplementation( () => {} );
	} );
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'asks the endpoint nothing until the visitor reaches into the form, then fills the field', async () => {
		const fetchKeys = jest
			.fn< typeof fetch >()
			.mockResolvedValue( keysAnswer( 'k1' ) );
		stubFetch( fetchKeys );
		const { form, field } = renderForm();

		protectForms( document );
		expect( fetchKeys ).not.toHaveBeenCalled();
		fireEvent.focusIn( form.elements.namedItem( 'comment' ) as Element );
		fireEvent.pointerDown( form );

		await waitFor( () => expect( field.value ).toBe( 'k1' ) );
		expect( fetchKeys ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fills the field at once from unexpired stored keys, without a request', () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				value: [ { name: 'shop_antispam_key', value: 'kept' } ],
				expiry: Date.now() + 60_000,
			} )
		);
		const fetchKeys = jest.fn< typeof fetch >();
		stubFetch( fetchKeys );
		const { form, field } = renderForm();

		protectForms( document );
		fireEvent.focusIn( form );

		expect( field.value ).toBe( 'kept' );
		expect( fetchKeys ).not.toHaveBeenCalled();
	} );

	it( 'lets a form with a current key be sent as it is', async () => {
		stubFetch(
			jest.fn< typeof fetch >().mockResolvedValue( keysAnswer( 'k1' ) )
		);
		const { form, field } = renderForm();
		protectForms( document );
		fireEvent.focusIn( form );
		await waitFor( () => expect( field.value ).toBe( 'k1' ) );

		expect( fireEvent.submit( form ) ).toBe( true );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
	} );

	it( 'fetches a new key for the next form: the one sent is spent', async () => {
		stubFetch(
			jest
				.fn< typeof fetch >()
				.mockResolvedValueOnce( keysAnswer( 'k1' ) )
				.mockResolvedValueOnce( keysAnswer( 'k2' ) )
		);
		let { form, field } = renderForm();
		protectForms( document );
		fireEvent.focusIn( form );
		await waitFor( () => expect( field.value ).toBe( 'k1' ) );
		fireEvent.submit( form );

		( { form, field } = renderForm() ); // The next page's form.
		protectForms( document );
		expect( field.value ).toBe( '' );
		fireEvent.focusIn( form );

		await waitFor( () => expect( field.value ).toBe( 'k2' ) );
		expect( window.fetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'holds a submit whose key has expired, fetches a new one and sends the form with it', async () => {
		stubFetch(
			jest.fn< typeof fetch >().mockResolvedValue( keysAnswer( 'k1' ) )
		);
		const { form, field } = renderForm();
		protectForms( document );
		fireEvent.focusIn( form );
		await waitFor( () => expect( field.value ).toBe( 'k1' ) );
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( { value: [], expiry: Date.now() - 1 } )
		);
		stubFetch(
			jest.fn< typeof fetch >().mockResolvedValue( keysAnswer( 'k2' ) )
		);

		expect( fireEvent.submit( form ) ).toBe( false );

		await waitFor( () => expect( submit ).toHaveBeenCalledTimes( 1 ) );
		expect( submit.mock.contexts[ 0 ] ).toBe( form );
		expect( field.value ).toBe( 'k2' );
		expect( localStorage.getItem( STORAGE_KEY ) ).toBeNull();
	} );

	it( 'shows the message in the form, and sends nothing, when no key can be had', async () => {
		stubFetch(
			jest
				.fn< typeof fetch >()
				.mockRejectedValue( new TypeError( 'offline' ) )
		);
		const { form } = renderForm();
		protectForms( document );

		expect( fireEvent.submit( form ) ).toBe( false );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			MESSAGE
		);
		expect( form.firstElementChild ).toBe( screen.getByRole( 'alert' ) );
		expect( submit ).not.toHaveBeenCalled();
		expect( console ).toHaveWarned();
		// eslint-disable-next-line no-console -- the logged failure is what is checked.
		expect( jest.mocked( console.warn ).mock.calls[ 0 ] ).toEqual( [
			'Shop bundle: anti-spam keys:',
			new TypeError( 'offline' ),
		] );

		fireEvent.submit( form );
		await waitFor( () =>
			expect( window.fetch ).toHaveBeenCalledTimes( 2 )
		);
		expect( screen.getAllByRole( 'alert' ) ).toHaveLength( 1 );
	} );

	it( 'holds a submit made before any key was fetched (a click that gave no focus) and sends it with a new key', async () => {
		stubFetch(
			jest.fn< typeof fetch >().mockResolvedValue( keysAnswer( 'k3' ) )
		);
		const { form, field } = renderForm();
		protectForms( document );

		expect( fireEvent.submit( form ) ).toBe( false );

		await waitFor( () => expect( submit ).toHaveBeenCalledTimes( 1 ) );
		expect( field.value ).toBe( 'k3' );
	} );

	it( 'does nothing on a page without a protected form', () => {
		document.body.innerHTML = '<form><input name="s" /></form>';
		stubFetch( jest.fn< typeof fetch >() );

		protectForms( document );

		expect( window.fetch ).not.toHaveBeenCalled();
	} );
} );
