/**
 * Internal dependencies
 */
import { SLIDE_MS, wireNewsletterForm } from '../newsletter-form';

const FORM = `
<div class="shop-newsletter">
	<form class="shop-newsletter__form" method="post" action="https://shop.example/wp-json/shop-social-icons/v1/subscribe" novalidate data-network-error="Could not send: check your connection.">
		<p><label for="e">Email address</label><input type="email" id="e" name="email"></p>
		<p><input type="checkbox" id="c" name="consent" value="1"><label for="c">I agree</label></p>
		<p><input type="text" name="website" value=""></p>
		<button type="submit">Subscribe<span class="shop-newsletter__spinner" hidden></span></button>
	</form><div class="shop-newsletter__message" role="status" aria-live="polite" tabindex="-1"></div>
</div>`;

/**
 * A response whose body is JSON.
 *
 * @param body   The body.
 * @param status HTTP status.
 */
const json = ( body: unknown, status = 200 ) =>
	( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} ) as unknown as Response;

/**
 * Draws the form and wires it with a fetch that answers once, as the test says.
 *
 * @param answer What fetch does.
 */
function setUp( answer: () => Promise< Response > ) {
	document.body.innerHTML = FORM;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const fetch = jest.fn( answer );
	const navigate = jest.fn();
	wireNewsletterForm( form, {
		fetch: fetch as typeof window.fetch,
		navigate,
	} );
	const button = form.querySelector( 'button' ) as HTMLButtonElement;
	const spinner = form.querySelector(
		'.shop-newsletter__spinner'
	) as HTMLElement;
	const area = document.querySelector(
		'.shop-newsletter__message'
	) as HTMLElement;
	( form.querySelector( '#e' ) as HTMLInputElement ).value =
		'ann@example.com';
	( form.querySelector( '#c' ) as HTMLInputElement ).checked = true;
	return { form, fetch, navigate, button, spinner, area };
}

/**
 * A fetch that answers with a JSON body.
 *
 * @param body   The body.
 * @param status HTTP status.
 */
const answered =
	( body: unknown, status = 200 ) =>
	() =>
		Promise.resolve( json( body, status ) );

/**
 * Submits the form wired with a fetch that answers as given, and waits for the answer to be drawn.
 *
 * @param answer What fetch does.
 */
async function submitWith( answer: () => Promise< Response > ) {
	const parts = setUp( answer );
	parts.form.requestSubmit();
	await settle();
	return parts;
}

/** `@wordpress/jest-console`'s matcher: the failure is logged as a warning (never an error). */
const expectWarned = () => {
	// eslint-disable-next-line jest/valid-expect -- the matcher is called just below, through its type.
	const matchers = expect( console ) as unknown as {
		toHaveWarned: () => void;
	};
	matchers.toHaveWarned();
};

/** Lets the fetch promise chain settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'wireNewsletterForm', () => {
	it( 'posts the fields, disabling the button with the spinner while it waits', async () => {
		let answer: ( response: Response ) => void = () => {};
		const { form, fetch, button, spinner } = setUp(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);

		form.requestSubmit();

		expect( button ).toBeDisabled();
		expect( spinner.hidden ).toBe( false );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'https://shop.example/wp-json/shop-social-icons/v1/subscribe'
		);
		expect( init.method ).toBe( 'POST' );
		expect( String( init.body ) ).toBe(
			'email=ann%40example.com&consent=1&website='
		);

		form.requestSubmit();
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		answer( json( { status: 'ERROR', message_text: 'x' } ) );
		await settle();
	} );

	it( 'on SUCCESS shows the message, slides the form away and focuses the message', async () => {
		const { form, area, navigate } = await submitWith(
			answered( {
				status: 'SUCCESS',
				message_text: 'Check your inbox.',
				redirection_url: '',
			} )
		);

		expect( area ).toHaveTextContent( 'Check your inbox.' );
		expect( area ).toHaveClass( 'is-success' );
		expect( form ).toHaveClass( 'is-leaving' );
		expect( area ).toHaveFocus();
		expect( form.hidden ).toBe( false );
		await new Promise( ( resolve ) =>
			setTimeout( resolve, SLIDE_MS + 20 )
		);
		expect( form.hidden ).toBe( true );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'follows the normalised redirection_url on SUCCESS', async () => {
		const { navigate } = await submitWith(
			answered( {
				status: 'SUCCESS',
				message_text: 'Thanks.',
				redirection_url: ' shop.example/thanks ',
			} )
		);

		expect( navigate ).toHaveBeenCalledWith( 'http://shop.example/thanks' );
	} );

	it( 'on ERROR shows the message in error style and re-enables the button', async () => {
		const { form, area, button, spinner } = await submitWith(
			answered(
				{
					status: 'ERROR',
					message_text: 'Please enter a valid email address.',
					redirection_url: '',
				},
				400
			)
		);

		expect( area ).toHaveTextContent(
			'Please enter a valid email address.'
		);
		expect( area ).toHaveClass( 'is-error' );
		expect( button ).toBeEnabled();
		expect( spinner.hidden ).toBe( true );
		expect( form.hidden ).toBe( false );
	} );

	it.each( [
		[
			'a network failure',
			() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
		],
		[
			'an answer that is not JSON',
			() =>
				Promise.resolve( {
					ok: false,
					status: 502,
					json: () =>
						Promise.reject( new SyntaxError( 'Unexpected <' ) ),
				} as unknown as Response ),
		],
	] )(
		'on %s re-enables the button with the form message, logging a warning only',
		async ( _name, answer ) => {
			const { area, button } = await submitWith( answer );

			expect( area ).toHaveTextContent(
				'Could not send: check your connection.'
			);
			expect( area ).toHaveClass( 'is-error' );
			expect( button ).toBeEnabled();
			expectWarned();
		}
	);
} );
