/**
 * Quick view: from a card of the shop, a dialog (loaded on the first click) shows the product from the Store API,
 * chooses a variation, adds it to the cart (the mini-cart's count follows) and hands the focus back when it closes.
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
import {
	card,
	expectNoSidewaysScroll,
	expectWithinWidth,
	openShop,
	PHONE,
} from './shop-page';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

test( 'a shopper opens quick view by mouse, chooses a variation and adds it to the cart', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => scripts.push( request.url() ) );
	await openShop( page );
	const dialogScript = () =>
		scripts.some( ( url ) =>
			url.includes( '/shop-theme/build/quick-view.js' )
		);
	expect( dialogScript(), 'the dialog waits for the first click' ).toBe(
		false
	);

	const opener = card( page, 'Hoodie' ).getByRole( 'button', {
		name: 'Quick view',
	} );
	await expect( opener ).toHaveAttribute( 'data-shop-tooltip', 'Quick view' );
	await opener.click();

	const dialog = page.getByRole( 'dialog', { name: 'Hoodie' } );
	await expect( dialog ).toBeVisible();
	expect( dialogScript() ).toBe( true );
	await expect( dialog.getByRole( 'img' ).first() ).toBeVisible();
	await expect( dialog ).toContainText( 'Brushed fleece hoodie' );
	const add = dialog.getByRole( 'button', { name: 'Add to cart' } );
	await expect( add, 'no variation chosen yet' ).toBeDisabled();

	// Green in L is out of stock: it cannot be added.
	await dialog.getByLabel( 'Color' ).selectOption( { label: 'Green' } );
	await dialog.getByLabel( 'Size' ).selectOption( { label: 'L' } );
	await expect( dialog ).toContainText( /out of stock/i );
	await expect( add ).toBeDisabled();

	// Blue is on sale: the price follows the variation.
	await dialog.getByLabel( 'Color' ).selectOption( { label: 'Blue' } );
	await dialog.getByLabel( 'Size' ).selectOption( { label: 'M' } );
	await expect( dialog.locator( '.shop-quick-view__price' ) ).toContainText(
		'39'
	);
	const badge = page.locator( '.wc-block-mini-cart__badge' );
	await expect( badge ).toBeHidden();
	await add.click();

	await expect( dialog.getByRole( 'status' ) ).toHaveText(
		'“Hoodie” was added to your cart.'
	);
	await expect( badge ).toHaveText( '1' );
	const cart = await page.evaluate( async () =>
		( await fetch( '/wp-json/wc/store/v1/cart' ) ).json()
	);
	expect( cart.items[ 0 ] ).toMatchObject( {
		name: 'Hoodie',
		variation: [
			{ attribute: 'Color', value: 'Blue' },
			{ attribute: 'Size', value: 'M' },
		],
	} );

	await dialog.getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
} );

test( 'quick view works by keyboard: focus moves in, stays in, and Escape returns it to the opener', async ( {
	page,
} ) => {
	await openShop( page );
	const opener = card( page, 'Classic Beanie' ).getByRole( 'button', {
		name: 'Quick view',
	} );
	await opener.focus();
	await page.keyboard.press( 'Enter' );

	const dialog = page.getByRole( 'dialog', { name: 'Classic Beanie' } );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByRole( 'button', { name: 'Close' } )
	).toBeFocused();
	for ( let i = 0; i < 8; i++ ) {
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.locator( ':focus' ),
			`focus stays in the dialog (Tab ${ i })`
		).toHaveCount( 1 );
	}

	// A simple product is added at once.
	await dialog.getByRole( 'button', { name: 'Add to cart' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( dialog.getByRole( 'status' ) ).toHaveText(
		'“Classic Beanie” was added to your cart.'
	);
	await expect( page.locator( '.wc-block-mini-cart__badge' ) ).toHaveText(
		'1'
	);

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();

	// Opened again, it shows the next product fresh.
	await card( page, 'Hoodie' )
		.getByRole( 'button', { name: 'Quick view' } )
		.click();
	await expect(
		page.getByRole( 'dialog', { name: 'Hoodie' } )
	).toBeVisible();
	await expect( page.getByRole( 'dialog' ).getByRole( 'status' ) ).toHaveText(
		''
	);
} );

test.describe( 'on a phone', () => {
	test.use( { viewport: PHONE } );

	test(
		'a shopper opens quick view from the grid, the dialog fits the screen, and a variation goes to the cart',
		{ tag: '@woocommerce' },
		async ( { page } ) => {
			await openShop( page );
			const miniCart = page.getByRole( 'banner' ).getByRole( 'button', {
				name: /^Number of items in the cart/,
			} );
			await expect( miniCart ).toHaveAccessibleName(
				'Number of items in the cart: 0'
			);

			const opener = card( page, 'Hoodie' ).getByRole( 'button', {
				name: 'Quick view',
			} );
			await expectWithinWidth(
				page,
				opener,
				'the Quick view button',
				true
			);
			await opener.click();

			const dialog = page.getByRole( 'dialog', { name: 'Hoodie' } );
			await expect( dialog ).toBeVisible();
			await expect( dialog.getByRole( 'img' ).first() ).toBeVisible();
			await expectWithinWidth( page, dialog, 'the dialog' );
			await expectNoSidewaysScroll( dialog, 'the dialog' );
			await expectNoSidewaysScroll( page.locator( 'html' ), 'the page' );
			const close = dialog.getByRole( 'button', { name: 'Close' } );
			await expect( close ).toBeInViewport( { ratio: 1 } );
			await expectWithinWidth( page, close, 'the Close button', true );

			const add = dialog.getByRole( 'button', { name: 'Add to cart' } );
			await expect( add, 'no variation chosen yet' ).toBeDisabled();
			await dialog
				.getByLabel( 'Color' )
				.selectOption( { label: 'Blue' } );
			await dialog.getByLabel( 'Size' ).selectOption( { label: 'M' } );
			await expect(
				dialog.locator( '.shop-quick-view__price' )
			).toContainText( '39' );
			await add.click();
			await expect( dialog.getByRole( 'status' ) ).toHaveText(
				'“Hoodie” was added to your cart.'
			);
			await expectNoSidewaysScroll(
				dialog,
				'the dialog with its message'
			);

			// Scrolled down to the button, the dialog can still be closed by what it draws.
			await close.click();
			await expect( dialog ).toBeHidden();
			await expect( opener ).toBeFocused();
			await expect( miniCart ).toHaveAccessibleName(
				'Number of items in the cart: 1'
			);
			await miniCart.scrollIntoViewIfNeeded();
			await expect(
				miniCart.getByText( '1', { exact: true } )
			).toBeVisible();
		}
	);
} );
