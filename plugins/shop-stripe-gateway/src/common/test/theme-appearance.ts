/**
 * Internal dependencies
 */
import { keepLocalAppearance, localAppearanceKey } from '../local-appearance';
import { BLOCK_CHECKOUT, CLASSIC_PAGES } from '../page-styles';
import {
	resetThemeAppearanceForTests,
	themeAppearance,
} from '../theme-appearance';

/**
 * The page kind a case's `block` column names.
 *
 * @param block Whether the case is the block checkout.
 */
const kindOf = ( block: boolean ) => ( block ? BLOCK_CHECKOUT : CLASSIC_PAGES );

const SETTINGS = {
	ajax_url: '/?wc-ajax=%%endpoint%%',
	theme_name: 'shop-theme',
	nonces: {
		createSetupIntent: 'a',
		updatePaymentIntent: 'b',
		updateFailedOrder: 'c',
		saveAppearance: 'n0nce',
	},
};

const SAVED = {
	theme: 'stripe' as const,
	variables: { colorText: 'rgb(1, 2, 3)' },
};

/** The block checkout's and the classic checkout's first field, styled inline. */
const PAGES = {
	block: `<div class="wc-block-checkout"><div class="wc-block-components-text-input">
		<input id="email" style="color: rgb(30, 30, 30); font-size: 17px">
		<label for="email" style="color: rgb(80, 80, 80)">Email</label></div>
		<button class="wc-block-components-checkout-place-order-button" style="background-color: rgb(17, 85, 204)">Place order</button></div>`,
	classic: `<form class="checkout"><p class="form-row"><label for="billing_first_name" style="color: rgb(80, 80, 80)">First name</label>
		<input class="input-text" id="billing_first_name" style="color: rgb(30, 30, 30); font-size: 17px"></p>
		<button id="place_order" style="background-color: rgb(17, 85, 204)">Place order</button></form>`,
};

const fetchMock = jest.fn< typeof fetch >();

/** The cookie ShopStripeGateway\Appearance\OwnerCookie sets for a user with manage_woocommerce. */
const signInAsShopManager = () => {
	document.cookie = 'shop_stripe_appearance_owner=1; path=/';
};

beforeEach( () => {
	resetThemeAppearanceForTests();
	fetchMock.mockReset().mockResolvedValue( {} as Response );
	window.fetch = fetchMock;
	window.localStorage.clear();
} );

afterEach( () => {
	document.body.innerHTML = '';
	document.cookie = 'shop_stripe_appearance_owner=; max-age=0; path=/';
	delete ( window as { fetch?: unknown } ).fetch;
	jest.restoreAllMocks();
} );

describe( 'themeAppearance', () => {
	it( 'uses the appearance saved for the theme, over one kept in the browser, without measuring or sending anything', () => {
		document.body.innerHTML = PAGES.block;
		keepLocalAppearance(
			window.localStorage,
			'shop-theme',
			true,
			{ theme: 'night' },
			Date.now()
		);

		expect(
			themeAppearance(
				{ ...SETTINGS, appearance: SAVED },
				document,
				BLOCK_CHECKOUT
			)
		).toBe( SAVED );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'the block checkout', 'block', true, 'yes' ],
		[ 'a classic page', 'classic', false, 'no' ],
	] as const )(
		"measures the fields of %s and sends the appearance once from the shop manager's browser",
		( _name, page, block, kind ) => {
			signInAsShopManager();
			document.body.innerHTML = PAGES[ page ];

			const appearance = themeAppearance(
				{ ...SETTINGS, appearance: null },
				document,
				kindOf( block )
			);
			themeAppearance(
				{ ...SETTINGS, appearance: null },
				document,
				kindOf( block )
			);

			expect( appearance?.variables ).toMatchObject( {
				colorText: 'rgb(30, 30, 30)',
				colorPrimary: 'rgb(17, 85, 204)',
				fontSizeBase: '17px',
				spacingUnit: '6px',
			} );
			expect( appearance?.rules?.[ '.Label' ] ).toMatchObject( {
				color: 'rgb(80, 80, 80)',
			} );
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
			const [ url, init ] = fetchMock.mock.calls[ 0 ];
			expect( url ).toBe( '/?wc-ajax=wc_stripe_save_appearance' );
			expect( init?.method ).toBe( 'POST' );
			expect(
				Object.fromEntries( init?.body as URLSearchParams )
			).toEqual( {
				appearance: JSON.stringify( appearance ),
				is_block_checkout: kind,
				theme_name: 'shop-theme',
				nonce: 'n0nce',
			} );
		}
	);

	it.each( [
		[ 'the block checkout', 'block', true ],
		[ 'a classic page', 'classic', false ],
	] as const )(
		"keeps a shopper's measurement on %s in the shopper's browser, sends nothing, and uses it on the next view",
		( _name, page, block ) => {
			document.body.innerHTML = PAGES[ page ];
			const measured = themeAppearance(
				{ ...SETTINGS, appearance: null },
				document,
				kindOf( block )
			);

			resetThemeAppearanceForTests();
			document.body.innerHTML = '';
			const next = themeAppearance(
				{ ...SETTINGS, appearance: null },
				document,
				kindOf( block )
			);

			expect( measured?.variables?.colorText ).toBe( 'rgb(30, 30, 30)' );
			expect( next ).toEqual( measured );
			expect( fetchMock ).not.toHaveBeenCalled();
			expect(
				window.localStorage.getItem(
					localAppearanceKey( 'shop-theme', block )
				)
			).toContain( 'rgb(30, 30, 30)' );
		}
	);

	it( 'measures again, and keeps nothing, where storage is full or holds something else', () => {
		window.localStorage.setItem(
			localAppearanceKey( 'shop-theme', false ),
			'{not json'
		);
		jest.spyOn( Storage.prototype, 'setItem' ).mockImplementation( () => {
			throw new Error( 'QuotaExceededError' );
		} );
		document.body.innerHTML = PAGES.classic;

		expect(
			themeAppearance(
				{ ...SETTINGS, appearance: null },
				document,
				CLASSIC_PAGES
			)?.variables?.colorText
		).toBe( 'rgb(30, 30, 30)' );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( "keeps Stripe's look and sends nothing on a page without a field to measure", () => {
		signInAsShopManager();
		document.body.innerHTML = '<form id="add_payment_method"></form>';

		expect(
			themeAppearance( SETTINGS, document, CLASSIC_PAGES )
		).toBeUndefined();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
