/**
 * Wishlist: a guest's list lives in the browser (across reloads, on the wishlist page); a logged-in shopper's list
 * lives in user meta, and the guest list of the same browser is merged into it at login.
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

type Page = Parameters< typeof card >[ 0 ];

const wishButton = ( page: Page, name: string ) =>
	card( page, name ).locator( '[data-shop-wishlist]' );

/**
 * Logs in through wp-login.php and lands on the shop.
 *
 * @param page     The page.
 * @param username User.
 * @param password Password.
 */
async function logIn( page: Page, username: string, password: string ) {
	await page.goto( '/wp-login.php?redirect_to=%2Fshop%2F' );
	await page.getByLabel( 'Username or Email Address' ).fill( username );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( '**/shop/' );
}

test( 'a guest wishes a product: it stays across reloads, shows on the wishlist page and is removed there', async ( {
	page,
	requestUtils,
} ) => {
	const wishlistPage = await requestUtils.createPage( {
		title: 'Wishlist',
		status: 'publish',
		content: '<!-- wp:pattern {"slug":"shop-theme/wishlist"} /-->',
	} );
	await openShop( page );
	const hoodie = wishButton( page, 'Hoodie' );
	await expect( hoodie ).toHaveAccessibleName( 'Add to wishlist' );
	await expect( hoodie ).toHaveAttribute( 'aria-pressed', 'false' );

	await hoodie.click();
	await expect( hoodie ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( hoodie ).toHaveAccessibleName( 'Remove from wishlist' );
	await expect( hoodie ).toHaveAttribute(
		'data-shop-tooltip',
		'Remove from wishlist'
	);

	await page.reload();
	await expect( wishButton( page, 'Hoodie' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect( wishButton( page, 'Classic Beanie' ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);

	await page.goto( `/?page_id=${ wishlistPage.id }` );
	const list = page.getByRole( 'list', { name: 'Wished products' } );
	await expect( list.getByRole( 'link', { name: 'Hoodie' } ) ).toBeVisible();
	await expect( page.getByText( 'Your wishlist is empty.' ) ).toBeHidden();

	// Removed by keyboard: the focus goes to the message that replaces the list.
	await list.getByRole( 'button', { name: 'Remove from wishlist' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( page.getByText( 'Your wishlist is empty.' ) ).toBeFocused();
	await expect( list ).toBeHidden();

	await openShop( page );
	await expect( wishButton( page, 'Hoodie' ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/pages/${ wishlistPage.id }`,
		params: { force: true },
	} );
} );

test( 'a logged-in shopper keeps the list in user meta, and the guest list is merged at login', async ( {
	page,
	requestUtils,
} ) => {
	const password = 'wishlist-password-1';
	const username = `wisher${ Date.now() }`;
	const user = await requestUtils.createUser( {
		username,
		email: `wisher${ Date.now() }@example.com`,
		password,
		roles: [ 'customer' ],
	} );
	try {
		// As a guest, the beanie.
		await openShop( page );
		await wishButton( page, 'Classic Beanie' ).click();
		await expect( wishButton( page, 'Classic Beanie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);

		await logIn( page, username, password );

		// Merged: still wished, now in the account, gone from the browser.
		await expect( wishButton( page, 'Classic Beanie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect
			.poll( () =>
				page.evaluate( () =>
					localStorage.getItem( 'shop-theme-wishlist' )
				)
			)
			.toBeNull();
		await wishButton( page, 'Hoodie' ).click();
		await expect( wishButton( page, 'Hoodie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);

		const stored = await page.evaluate( async () => {
			const { shop } = JSON.parse(
				document.getElementById( 'shop-theme-settings' )?.textContent ??
					'{}'
			) as { shop: { wishlistUrl: string; nonce: string } };
			const response = await fetch( shop.wishlistUrl, {
				headers: { 'X-WP-Nonce': shop.nonce },
			} );
			return ( await response.json() ).items as number[];
		} );
		const ids = await Promise.all(
			[ 'Classic Beanie', 'Hoodie' ].map( async ( name ) =>
				Number(
					await wishButton( page, name ).getAttribute(
						'data-shop-wishlist'
					)
				)
			)
		);
		expect( stored ).toEqual( ids );

		// Another browser of the same shopper sees the stored list.
		await page.context().clearCookies();
		await page.evaluate( () => localStorage.clear() );
		await logIn( page, username, password );
		await expect( wishButton( page, 'Hoodie' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} finally {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ user.id }`,
			params: { force: true, reassign: 1 },
		} );
	}
} );

test.describe( 'on a phone', () => {
	test.use( { viewport: PHONE } );

	test(
		'a guest adds a product from the grid and removes it on the wishlist page',
		{ tag: '@woocommerce' },
		async ( { page, requestUtils } ) => {
			const wishlistPage = await requestUtils.createPage( {
				title: 'Wishlist',
				status: 'publish',
				content: '<!-- wp:pattern {"slug":"shop-theme/wishlist"} /-->',
			} );
			try {
				await openShop( page );
				const hoodie = card( page, 'Hoodie' );
				const add = hoodie.getByRole( 'button', {
					name: 'Add to wishlist',
					pressed: false,
				} );
				await expectWithinWidth(
					page,
					add,
					'the wishlist button',
					true
				);
				await expectNoSidewaysScroll(
					page.locator( 'html' ),
					'the shop'
				);
				await add.click();
				const wished = hoodie.getByRole( 'button', {
					name: 'Remove from wishlist',
					pressed: true,
				} );
				await expect( wished ).toBeVisible();
				await expectWithinWidth(
					page,
					wished,
					'the pressed button',
					true
				);

				await page.goto( `/?page_id=${ wishlistPage.id }` );
				const list = page.getByRole( 'list', {
					name: 'Wished products',
				} );
				await expect(
					list.getByRole( 'link', { name: 'Hoodie' } )
				).toBeVisible();
				await expectNoSidewaysScroll(
					page.locator( 'html' ),
					'the wishlist page'
				);
				const remove = list.getByRole( 'button', {
					name: 'Remove from wishlist',
				} );
				await expectWithinWidth(
					page,
					remove,
					'the remove button',
					true
				);
				await remove.click();
				await expect( list ).toBeHidden();
				await expect(
					page.getByText( 'Your wishlist is empty.' )
				).toBeVisible();

				await openShop( page );
				await expect(
					card( page, 'Hoodie' ).getByRole( 'button', {
						name: 'Add to wishlist',
						pressed: false,
					} )
				).toBeVisible();
			} finally {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/pages/${ wishlistPage.id }`,
					params: { force: true },
				} );
			}
		}
	);
} );
