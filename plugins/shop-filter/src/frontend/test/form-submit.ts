/**
 * Internal dependencies
 */
import { parseConfig } from '../config';
import { createSubmit } from '../form-submit';
import { formMarkup } from './fixtures/form';

/**
 * The submits of a fresh form on the shop, with a classic listing.
 *
 * @param config  Overrides of the form's config.
 * @param fetcher The fetch double.
 * @param win     The window.
 */
function setUp(
	config: Record< string, unknown >,
	fetcher: Fetcher,
	win: Window = window
) {
	window.history.replaceState( null, '', '/shop/' );
	document.body.innerHTML = `${ formMarkup(
		config
	) }<ul class="products"><li>old</li></ul>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const session = { drawn: '' };
	const report = jest.fn();
	const submit = createSubmit( {
		win,
		fetcher: fetcher as unknown as typeof fetch,
		form,
		config: parseConfig( form.dataset.shopFilter ),
		storage: null,
		session,
		report,
	} );
	return { submit, form, session, report };
}

/** A fetch double whose calls are the requested addresses. */
type Fetcher = ReturnType<
	typeof jest.fn< ( url: string ) => Promise< unknown > >
>;

/**
 * A fetch double answering `body` with `status`.
 *
 * @param status The HTTP status.
 * @param body   The answer.
 */
const answering = ( status: number, body: unknown ): Fetcher =>
	jest.fn( async () => ( {
		ok: status === 200,
		status,
		json: async () => body,
	} ) );

const answer = {
	products: '<ul class="products"><li>new</li></ul>',
	form: formMarkup(),
	count: 2,
};

describe( 'createSubmit', () => {
	it( 'loads the link as a page when ajax is off, and says the page is being left', async () => {
		const assign = jest.fn();
		const fetcher: Fetcher = jest.fn();
		const win = {
			...window,
			location: { href: 'http://localhost/shop/', assign },
		} as unknown as Window;
		const { submit } = setUp( { ajax: false }, fetcher, win );

		expect( await submit.send( 1 ) ).toBe( 'left' );
		expect( assign ).toHaveBeenCalledWith(
			'http://localhost/shop/?filter=1&pa_color=red,blue&min_price=10&max_price=50'
		);
		expect( fetcher ).not.toHaveBeenCalled();
	} );

	it( 'draws the answer, announces the total, clears a failure and notes the address drawn', async () => {
		const fetcher = answering( 200, answer );
		const { submit, form, session, report } = setUp( {}, fetcher );

		expect( await submit.send( 2 ) ).toBe( 'drawn' );
		expect(
			new URL( fetcher.mock.calls[ 0 ][ 0 ] ).searchParams.get( 'paged' )
		).toBe( '2' );
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'new'
		);
		expect(
			form.querySelector( '.shop-filter__status' )?.textContent
		).toBe( '2 products found' );
		expect( report ).toHaveBeenCalledWith( '' );
		expect( session.drawn ).toBe( window.location.href );
	} );

	it( 'draws the values of the address on back and forward, without pushing it', async () => {
		const fetcher = answering( 200, answer );
		const { submit } = setUp( {}, fetcher );
		const length = window.history.length;

		await submit.send(
			1,
			'http://localhost/shop/?filter=1&pa_color=green'
		);

		const url = new URL( fetcher.mock.calls[ 0 ][ 0 ] );
		expect( url.searchParams.get( 'pa_color' ) ).toBe( 'green' );
		expect( url.searchParams.has( 'min_price' ) ).toBe( false );
		expect( window.history.length ).toBe( length );
	} );

	it( 'rejects when the call fails, and the products shown stay', async () => {
		const fetcher = answering( 500, {} );
		const { submit } = setUp( {}, fetcher );

		await expect( submit.send( 1 ) ).rejects.toThrow();
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'old'
		);
	} );

	it( 'applies a click on a chip and says the values changed; a click elsewhere changes nothing', () => {
		const { submit, form } = setUp( {}, answering( 200, answer ) );
		const red = form.querySelector(
			'input[value="red"]'
		) as HTMLInputElement;

		expect(
			submit.click(
				form.querySelector( '[data-value="red"]' ) as Element
			)
		).toBe( true );
		expect( red.checked ).toBe( false );
		expect( submit.click( red ) ).toBe( false );
	} );
} );
