/**
 * WooCommerce's variation form on a product page of our theme, as a shopper uses it: add to cart refused until a
 * variation is chosen, the chosen variation's price, stock, SKU, weight, dimensions and picture, the Clear link, the
 * message for a combination that has no variation, and the quantity box following the variation.
 */

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { wc } from './support/checkout';
import { consentGiven, countAjax } from './support/checkout-page';
import {
	addPoster,
	dressRedHoodie,
	nextAlert,
	productPage,
} from './support/variation-form';

test.use( { storageState: shopperState } );

let hoodie = 0;
let restoreRedHoodie = async () => {};

test.beforeAll( async ( { requestUtils } ) => {
	requireWooCommerce();
	( { hoodie, restore: restoreRedHoodie } =
		await dressRedHoodie( requestUtils ) );
} );
test.afterAll( () => restoreRedHoodie() );

test.beforeEach( async ( { context, baseURL } ) => {
	requireWooCommerce();
	await consentGiven( context, baseURL );
} );

test(
	'add to cart is refused until a variation is chosen, and Clear shows only once an option is chosen',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		await page.goto( '/product/hoodie/' );
		const { select, clear, add, variation } = productPage( page );
		await expect( add ).toHaveClass( /disabled/ );
		await expect( clear ).toBeHidden();
		let alert = nextAlert( page );
		await add.click();
		expect( await alert ).toBe(
			'Please select some product options before adding this product to your cart.'
		);

		await select( 'Color' ).selectOption( { label: 'Green' } );
		await expect( clear ).toBeVisible();
		await select( 'Size' ).selectOption( { label: 'L' } );
		await expect( variation ).toContainText( 'Out of stock' );
		await expect( add ).toHaveClass( /disabled/ );
		alert = nextAlert( page );
		await add.click();
		expect( await alert ).toBe(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);

		await clear.click();
		await expect( select( 'Color' ) ).toHaveValue( '' );
		await expect( select( 'Color' ) ).toBeFocused();
		await expect( select( 'Size' ) ).toHaveValue( '' );
		await expect( clear ).toBeHidden();
		await expect( variation ).toBeHidden();
		await expect( add ).toHaveClass( /disabled/ );
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: 'selection has been reset' } )
		).toHaveCount( 1 );
		const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
		expect( ( await cart.json() ).items_count ).toBe( 0 );
	}
);

test(
	'a full match shows the variation’s price, stock, SKU, weight, dimensions and picture; Clear puts the product’s back',
	{ tag: '@woocommerce' },
	async ( { page } ) => {
		await page.goto( '/product/hoodie/' );
		const { select, clear, add, variation, price, sku, ...more } =
			productPage( page );
		const { weight, dimensions, image } = more;
		await expect( sku ).toHaveText( 'hoodie' );
		await expect( weight ).toHaveText( 'N/A' );
		await expect( image ).toHaveAccessibleName( 'Hoodie' );

		await select( 'Color' ).selectOption( { label: 'Red' } );
		// Taken before the choice: selectOption can return some ms after the change event that starts WooCommerce's
		// delay, so a time taken after it would make the delay look shorter than it is.
		const chosen = Date.now();
		await select( 'Size' ).selectOption( { label: 'M' } );
		await expect( price ).toHaveText( '$45.00' );
		// WooCommerce writes the variation 300 ms later, for screen readers to announce it.
		expect( Date.now() - chosen ).toBeGreaterThanOrEqual( 300 );
		await expect( variation ).toContainText( '3 in stock' );
		await expect( add ).not.toHaveClass( /disabled/ );
		await expect( sku ).toHaveText( 'hoodie-red-m' );
		await expect( weight ).toHaveText( '0.85 kg' );
		await expect( dimensions ).toHaveText( '70 × 55 × 3 cm' );
		await expect( image ).toHaveAccessibleName( 'V-Neck T-Shirt' );
		await expect( image ).toHaveAttribute( 'src', /v-neck-t-shirt/ );

		// Blue is on sale, and has neither weight nor picture of its own.
		await select( 'Color' ).selectOption( { label: 'Blue' } );
		await expect( price.locator( 'del' ) ).toHaveText( /\$45\.00/ );
		await expect( price.locator( 'ins' ) ).toHaveText( /\$39\.00/ );
		await expect( sku ).toHaveText( 'hoodie-blue-m' );
		await expect( weight ).toHaveText( 'N/A' );
		await expect( image ).toHaveAccessibleName( 'Hoodie' );

		await select( 'Color' ).selectOption( { label: 'Red' } );
		// Seen before Clear: WooCommerce does not cancel its 300 ms reveal when the form is cleared within it.
		await expect( price ).toHaveText( '$45.00' );
		await clear.click();
		await expect( sku ).toHaveText( 'hoodie' );
		await expect( weight ).toHaveText( 'N/A' );
		await expect( dimensions ).toHaveText( 'N/A' );
		await expect( image ).toHaveAccessibleName( 'Hoodie' );
		await expect( image ).not.toHaveAttribute( 'src', /v-neck-t-shirt/ );
		await expect( variation ).toBeHidden();
	}
);

test(
	'a combination without a variation shows WooCommerce’s message and resets (variations asked by ajax)',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const poster = await addPoster( requestUtils );
		try {
			const asked = countAjax( page, 'get_variation' );
			await page.goto( poster.permalink );
			const { select, clear, add, variation, price } =
				productPage( page );
			const message = page
				.getByRole( 'alert' )
				.filter( { hasText: 'no products matched' } );

			await select( 'Width' ).selectOption( '80' );
			await select( 'Height' ).selectOption( '80' );
			await expect( message ).toHaveText(
				'Sorry, no products matched your selection. Please choose a different combination.'
			);
			expect( asked() ).toBe( 1 );
			await expect( add ).toHaveClass( /disabled/ );
			await expect( variation ).toBeHidden();

			// The selects keep the choice, and Clear (shown before the answer came) undoes it.
			await clear.click();
			await expect( select( 'Width' ) ).toHaveValue( '' );
			await expect( select( 'Height' ) ).toHaveValue( '' );
			await expect( message ).toHaveCount( 0 );

			await select( 'Width' ).selectOption( '80' );
			await select( 'Height' ).selectOption( '80' );
			await expect( message ).toBeVisible();
			await select( 'Height' ).selectOption( '30' );
			await expect( message ).toHaveCount( 0 );
			await expect( price ).toHaveText( '$30.00' );
			await expect( add ).not.toHaveClass( /disabled/ );
			expect( asked() ).toBe( 3 );
		} finally {
			await poster.remove();
		}
	}
);

test(
	'the quantity box follows the variation: clamped to its stock, and hidden for a product sold individually',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		await page.goto( '/product/hoodie/' );
		const { select, add, quantity, variation, price } = productPage( page );
		await quantity.fill( '10' );
		await select( 'Color' ).selectOption( { label: 'Red' } );
		await select( 'Size' ).selectOption( { label: 'M' } );
		await expect( variation ).toContainText( '3 in stock' );
		await expect( quantity ).toHaveValue( '3' );
		await expect( quantity ).toHaveAttribute( 'max', '3' );
		await quantity.press( 'ArrowUp' );
		await expect( quantity ).toHaveValue( '3' );
		await quantity.fill( '0' );
		await select( 'Size' ).selectOption( { label: 'S' } );
		await expect( quantity ).toHaveValue( '1' );

		await wc( requestUtils, 'PUT', `/products/${ hoodie }`, {
			sold_individually: true,
		} );
		try {
			await page.reload();
			await select( 'Color' ).selectOption( { label: 'Blue' } );
			await select( 'Size' ).selectOption( { label: 'S' } );
			await expect( price.locator( 'ins' ) ).toHaveText( /\$39\.00/ );
			await expect( add ).not.toHaveClass( /disabled/ );
			await expect( quantity ).toBeHidden();
			await add.click();
			await expect(
				page
					.getByRole( 'alert' )
					.filter( { hasText: 'added to your cart' } )
			).toBeVisible();
			const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
			const { items } = await cart.json();
			expect( items ).toHaveLength( 1 );
			expect( items[ 0 ] ).toMatchObject( {
				name: 'Hoodie',
				quantity: 1,
			} );
		} finally {
			await wc( requestUtils, 'PUT', `/products/${ hoodie }`, {
				sold_individually: false,
			} );
		}
	}
);
