/**
 * Internal dependencies
 */
import { readTexts } from '../core-texts';
import { wireMastodonPrompt } from '../mastodon-prompt';

describe( 'wireMastodonPrompt', () => {
	const open = jest.fn();
	const win = {
		open,
		localStorage: window.localStorage,
	} as unknown as Window;

	beforeAll( () => {
		// jsdom has <dialog> without showModal().
		HTMLDialogElement.prototype.showModal = function (
			this: HTMLDialogElement
		) {
			this.open = true;
		};
		document.body.innerHTML =
			'<ul class="shop-social-icons is-share"><li class="is-mastodon"><a href="https://mastodonshare.com/?text=Tea%20%26%20cake&url=https%3A%2F%2Fshop.test%2Fp">M</a></li></ul>';
		wireMastodonPrompt( document, win, readTexts( document ) );
	} );

	const dialog = () =>
		document.querySelector( 'dialog' ) as HTMLDialogElement;
	const submitWith = ( value: string ) => {
		( dialog().querySelector( 'input' ) as HTMLInputElement ).value = value;
		const form = dialog().querySelector( 'form' ) as HTMLFormElement;
		const share = form.querySelector(
			'button[value="share"]'
		) as HTMLButtonElement;
		const event = new SubmitEvent( 'submit', {
			submitter: share,
			cancelable: true,
		} );
		form.dispatchEvent( event );
		return event;
	};

	it( 'asks for the visitor’s server instead of following the link', () => {
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( '.is-mastodon a' )?.dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( true );
		expect( dialog().open ).toBe( true );
		expect( dialog().querySelector( 'label' )?.textContent ).toBe(
			'Your Mastodon server'
		);
	} );

	it( 'refuses a value that is no server name, with a message', () => {
		const event = submitWith( 'not a server' );

		expect( event.defaultPrevented ).toBe( true );
		expect( dialog().querySelector( 'p' )?.textContent ).toBe(
			'Enter a server name such as mastodon.social.'
		);
		expect( open ).not.toHaveBeenCalled();
	} );

	it( 'opens the server’s share page and remembers the server for next time', () => {
		submitWith( 'https://Fosstodon.org/' );

		expect( open ).toHaveBeenCalledWith(
			'https://fosstodon.org/share?text=Tea%20%26%20cake%20https%3A%2F%2Fshop.test%2Fp',
			'_blank',
			'noopener'
		);
		document
			.querySelector( '.is-mastodon a' )
			?.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		expect(
			( dialog().querySelector( 'input' ) as HTMLInputElement ).value
		).toBe( 'fosstodon.org' );
	} );
} );
