/**
 * The "added to cart" notice and My account, as a shopper sees them (issue 28): the notice has one outline (its
 * border; the focus ring WooCommerce's focus on it drew was a second frame) and space between it and what follows (the
 * page's title); My account's title and its login box share the left edge. On a desktop and a phone.
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
import { VIEWPORTS } from './shop-page';

/** The scale's step 50 at its smallest (theme.json: clamp(1.5rem, 4vw, 2.5rem)), in px. */
const SPACE_AFTER_NOTICE = 24;

test.describe( 'notice and my account @woocommerce', () => {
	test.use( { storageState: shopperState } );
	test.beforeAll( () => requireWooCommerce() );

	for ( const viewport of VIEWPORTS ) {
		test( `on a ${ viewport.name }, the added-to-cart notice has one outline and space before the title`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await page.goto( '/product/canvas-cap/' );
			await page
				.getByRole( 'button', { name: 'Add to cart', exact: true } )
				.click();
			const notice = page
				.locator( '.wc-block-store-notices' )
				.locator( '.wc-block-components-notice-banner' );
			await expect( notice ).toContainText(
				'has been added to your cart'
			);
			// WooCommerce focuses it, so screen readers read it out.
			await expect( notice ).toBeFocused();
			const frame = await notice.evaluate( ( element ) => {
				const style = getComputedStyle( element );
				return {
					border: style.borderTopStyle,
					outline:
						style.outlineStyle === 'none' ||
						parseFloat( style.outlineWidth ) === 0
							? 'none'
							: style.outlineStyle,
					shadow: style.boxShadow,
				};
			} );
			expect( frame ).toEqual( {
				border: 'solid',
				outline: 'none',
				shadow: 'none',
			} );

			const gap = await page.evaluate( () => {
				const notices = document.querySelector(
					'.wc-block-store-notices'
				)!;
				const title = document.querySelector( 'main h1' )!;
				const next = notices.nextElementSibling!;
				const bottom = notices.getBoundingClientRect().bottom;
				return (
					Math.min(
						title.getBoundingClientRect().top,
						next.getBoundingClientRect().top
					) - bottom
				);
			} );
			expect( gap ).toBeGreaterThanOrEqual( SPACE_AFTER_NOTICE );
		} );

		test( `on a ${ viewport.name }, My account's title and login box share the left edge`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await page.goto( '/my-account/' );
			const title = page.getByRole( 'heading', {
				level: 1,
				name: 'My account',
			} );
			const login = page.locator( 'form.woocommerce-form-login' );
			await expect( login ).toBeVisible();
			const titleBox = ( await title.boundingBox() )!;
			const loginBox = ( await login.boundingBox() )!;
			expect( Math.round( titleBox.x ) ).toBe( Math.round( loginBox.x ) );
			expect( Math.round( titleBox.x + titleBox.width ) ).toBe(
				Math.round( loginBox.x + loginBox.width )
			);
		} );

		test( `on a ${ viewport.name }, "Remember me" and "Log in" line up with the login fields, in the order they are tabbed to`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			await page.goto( '/my-account/' );
			const field = ( await page
				.getByRole( 'textbox', { name: /Username or email address/ } )
				.boundingBox() )!;
			const remember = page.getByRole( 'checkbox', {
				name: 'Remember me',
			} );
			const box = ( await remember.boundingBox() )!;
			const label = ( await page
				.locator( '.woocommerce-form-login__rememberme span' )
				.boundingBox() )!;
			const logIn = ( await page
				.getByRole( 'button', { name: 'Log in' } )
				.boundingBox() )!;

			expect( Math.round( box.x ) ).toBe( Math.round( field.x ) );
			expect( Math.round( logIn.x ) ).toBe( Math.round( field.x ) );
			// The box centred on its text; the button below them, as Tab reaches them.
			expect(
				Math.abs(
					box.y + box.height / 2 - ( label.y + label.height / 2 )
				)
			).toBeLessThan( 2 );
			expect( logIn.y ).toBeGreaterThanOrEqual( label.y + label.height );
		} );
	}
} );
