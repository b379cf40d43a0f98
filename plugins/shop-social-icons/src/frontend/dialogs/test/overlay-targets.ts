/**
 * Internal dependencies
 */
import { overlayTarget } from '../overlay-targets';

describe( 'overlayTarget', () => {
	beforeAll( () => {
		document.body.innerHTML = `
			<ul class="shop-social-icons is-share">
				<li class="is-pinterest"><a id="pin" href="https://pinterest.com/pin/create/button/"><svg id="pin-icon"></svg></a></li>
				<li class="is-mastodon"><a id="masto" href="https://mastodonshare.com/">M</a></li>
				<li class="is-x"><a id="x" href="https://x.com/intent/post">X</a></li>
				<li><button id="wechat" data-shop-social-icons-share="wechat">WeChat</button></li>
			</ul>
			<ul class="shop-social-icons is-follow"><li class="is-pinterest"><a id="profile" href="https://pinterest.com/shop">P</a></li></ul>`;
	} );
	const click = ( id: string, init: MouseEventInit = {} ) => {
		const event = new MouseEvent( 'click', { bubbles: true, ...init } );
		Object.defineProperty( event, 'target', {
			value: document.getElementById( id ),
		} );
		return overlayTarget( event )?.id ?? null;
	};

	it( 'names the share icon an overlay opens for, from any element inside it', () => {
		expect( click( 'pin-icon' ) ).toBe( 'pin' );
		expect( click( 'masto' ) ).toBe( 'masto' );
		expect( click( 'wechat' ) ).toBe( 'wechat' );
	} );

	it( 'leaves other links, follow links and clicks for a new tab to the browser', () => {
		expect( click( 'x' ) ).toBeNull();
		expect( click( 'profile' ) ).toBeNull();
		expect( click( 'pin', { ctrlKey: true } ) ).toBeNull();
		expect( click( 'pin', { button: 1 } ) ).toBeNull();
		// WeChat has no page of its own to open: always its overlay.
		expect( click( 'wechat', { metaKey: true } ) ).toBe( 'wechat' );
	} );
} );
