/**
 * Internal dependencies
 */
import { openMastodon } from '../mastodon-overlay';
import type { OverlayStrings } from '../../frontend/dialogs/types';

const strings = {
	mastodonLabel: 'Your Mastodon server',
	mastodonShare: 'Share',
	mastodonCancel: 'Cancel',
	mastodonInvalid: 'Enter a server name such as mastodon.social.',
} as OverlayStrings;

const LINK =
	'https://mastodonshare.com/?text=Tea%20%26%20cake&url=https%3A%2F%2Fshop.test%2Fp';

describe( 'openMastodon', () => {
	const open = jest.fn();
	const win = {
		open,
		document,
		localStorage: window.localStorage,
	} as unknown as Window;

	beforeAll( () => {
		// jsdom has <dialog> without showModal().
		HTMLDialogElement.prototype.showModal = function (
			this: HTMLDialogElement
		) {
			this.open = true;
		};
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

	it( 'asks for the visitor’s server', () => {
		openMastodon( { href: LINK, strings }, win );

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
		openMastodon( { href: LINK, strings }, win );
		expect(
			( dialog().querySelector( 'input' ) as HTMLInputElement ).value
		).toBe( 'fosstodon.org' );
	} );
} );
