/**
 * Internal dependencies
 */
import { ADDED_EVENT, wireShareButtons } from '../share-buttons';

describe( 'wireShareButtons', () => {
	const run = jest.fn();

	beforeAll( () => {
		document.body.innerHTML = `
			<ul class="shop-social-icons is-share">
				<li class="is-copy" hidden><button type="button" data-shop-social-icons-share="copy" data-url="https://shop.test/p">Copy link</button></li>
				<li class="is-native" hidden><button type="button" data-shop-social-icons-share="native">More</button></li>
				<li class="is-wechat" hidden><button type="button" data-shop-social-icons-share="wechat">WeChat</button></li>
			</ul>`;
		wireShareButtons( document, {
			copy: { available: () => true, run },
			native: { available: () => false, run },
		} );
	} );

	it( 'shows only the buttons this browser can run', () => {
		const hidden = ( network: string ) =>
			( document.querySelector( `.is-${ network }` ) as HTMLElement )
				.hidden;
		expect( hidden( 'copy' ) ).toBe( false );
		expect( hidden( 'native' ) ).toBe( true );
		expect( hidden( 'wechat' ) ).toBe( true );
	} );

	it( 'runs the clicked button’s action with the button', () => {
		const button = document.querySelector(
			'.is-copy button'
		) as HTMLButtonElement;
		button.click();
		expect( run ).toHaveBeenCalledTimes( 1 );
		expect( run ).toHaveBeenCalledWith( button );
	} );

	it( 'shows the buttons of markup added later when it announces itself', () => {
		const added = document.createElement( 'div' );
		added.innerHTML =
			'<ul><li class="is-late-copy" hidden><button type="button" data-shop-social-icons-share="copy">Copy link</button></li></ul>';
		document.body.append( added );
		const item = added.querySelector( '.is-late-copy' ) as HTMLElement;
		expect( item.hidden ).toBe( true );

		added.dispatchEvent( new Event( ADDED_EVENT, { bubbles: true } ) );

		expect( item.hidden ).toBe( false );
	} );
} );
