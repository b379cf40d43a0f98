/**
 * The catalogue as a shopper sees it (issue 28, storefront details): the header's search draws products as the shop's
 * cards and posts as posts; a card's actions stand in one row under its left-aligned title and price, each a 44 px
 * target, on a desktop and on a 390 px phone, without moving once the page has loaded; the product page's sale badge
 * is the cards' pill, its quantity and Add to cart span the summary column alike on simple and variable products, and
 * "Related products" is in the heading scale.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

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
	describeShifts,
	layoutShifts,
	recordLayoutShifts,
} from '../support/layout-shifts';
import { createProductWithImages } from '../storefront/support/product-with-images';
import { card, openShop, PHONE } from './shop-page';

/** A product made by the quick view's test, without pictures. */
const NO_PICTURES = 'Plain Canvas Tote';

const DESKTOP = { width: 1440, height: 900 };

/** Smallest target, in CSS px (WCAG 2.5.5). */
const TARGET = 44;

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

/**
 * The box of an element that must be drawn.
 *
 * @param element The element.
 */
async function box( element: Locator ) {
	const found = await element.boundingBox();
	expect( found, 'the element is drawn' ).not.toBeNull();
	return found as NonNullable< typeof found >;
}

/**
 * Searches from the header as a shopper does: the search field in the header, or in the side bar on a phone.
 *
 * @param page  The page.
 * @param words What to search for.
 */
async function searchFromHeader( page: Page, words: string ) {
	await page.goto( '/' );
	const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
	await bar
		.getByRole( 'button', { name: 'Accept all' } )
		.click( { timeout: 5000 } )
		.catch( () => {} );
	const header = page.getByRole( 'banner' );
	const opener = header.getByRole( 'button', {
		name: 'Menu',
		exact: true,
	} );
	if ( await opener.isVisible() ) {
		await opener.click();
	}
	const field = page
		.getByRole( 'searchbox', { name: 'Search the shop' } )
		.filter( { visible: true } );
	await field.fill( words );
	await field.press( 'Enter' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Search results/ } )
	).toBeVisible();
}

for ( const [ device, viewport ] of Object.entries( {
	desktop: DESKTOP,
	phone: PHONE,
} ) ) {
	test.describe( `catalogue (${ device })`, () => {
		test.use( { viewport } );

		test( 'a product found from the header is its card, whose Add to cart works; a post is a post', async ( {
			page,
		} ) => {
			await searchFromHeader( page, 'Classic Beanie' );
			const beanie = card( page, 'Classic Beanie' );
			await expect( beanie ).toBeVisible();
			await expect( beanie.getByRole( 'img' ) ).toBeVisible();
			await expect( beanie ).toContainText( '$15.00' );
			// A product is no post: no date, no excerpt list.
			await expect( page.locator( '.wp-block-post-date' ) ).toHaveCount(
				0
			);
			await beanie
				.getByRole( 'button', {
					name: 'Add to cart: “Classic Beanie”',
				} )
				.click();
			await expect( beanie ).toContainText( /1 in cart/ );
			await expect(
				beanie.getByRole( 'link', { name: 'View cart' } )
			).toBeVisible();
			await expect
				.poll( async () =>
					page.evaluate(
						async () =>
							(
								await (
									await fetch( '/wp-json/wc/store/v1/cart' )
								).json()
							).items_count
					)
				)
				.toBe( 1 );

			await searchFromHeader( page, 'autumn collection' );
			const post = page
				.locator( '.shop-theme-search-posts' )
				.getByRole( 'link', {
					name: 'Our autumn collection is here',
				} );
			await expect( post ).toBeVisible();
			await expect( page.locator( '.wp-block-post-date' ) ).toBeVisible();
			await expect( page.locator( '.wc-block-product' ) ).toHaveCount(
				0
			);
		} );

		test( 'the cards a search finds line up: each picture at its row’s top and as tall as the others', async ( {
			page,
		} ) => {
			// "cotton" finds most of the catalogue: rows of several cards.
			await searchFromHeader( page, 'cotton' );
			const cards = page.locator(
				'.shop-theme-search-products .wc-block-product'
			);
			await expect( cards.first() ).toBeVisible();
			expect( await cards.count() ).toBeGreaterThan( 2 );
			// WooCommerce writes its notices region into the collection's first <div>: with the collection as a
			// <section>, that was the first card's picture, drawn 23 px lower and taller than its row's.
			await expect(
				cards.locator( '.wc-block-components-notices' )
			).toHaveCount( 0 );
			const rows = new Map< number, { top: number; height: number }[] >();
			for ( const found of await cards.all() ) {
				const cardTop = Math.round( ( await box( found ) ).y );
				const picture = await box(
					found.locator( '.wc-block-components-product-image' )
				);
				rows.set( cardTop, [
					...( rows.get( cardTop ) ?? [] ),
					{ top: picture.y, height: picture.height },
				] );
			}
			for ( const [ cardTop, pictures ] of rows ) {
				for ( const picture of pictures ) {
					expect(
						Math.abs( picture.top - cardTop ),
						'a picture at its card’s top'
					).toBeLessThan( 1 );
					expect(
						Math.abs( picture.height - pictures[ 0 ].height ),
						'pictures of a row as tall'
					).toBeLessThan( 1 );
				}
			}
		} );

		test( 'a card has one row of actions under its left-aligned title and price, each a 44 px target, and nothing moves', async ( {
			page,
		} ) => {
			await recordLayoutShifts( page );
			await openShop( page );
			for ( const name of [ 'Classic Beanie', 'Hoodie', 'Canvas Cap' ] ) {
				const item = card( page, name );
				const cardBox = await box( item );
				const title = await box(
					item.getByRole( 'heading', { name } )
				);
				const price = await box(
					item.locator( '.wc-block-components-product-price' )
				);
				const add = await box(
					item.locator(
						'.wc-block-components-product-button__button'
					)
				);
				const quick = await box(
					item.getByRole( 'button', { name: 'Quick view' } )
				);
				const heart = await box(
					item.getByRole( 'button', { name: 'Add to wishlist' } )
				);
				for ( const [ what, left ] of [
					[ 'title', title.x ],
					[ 'price', price.x ],
					[ 'add to cart', add.x ],
				] as const ) {
					expect(
						Math.abs( left - cardBox.x ),
						`${ name }: the ${ what } starts at the card's left edge`
					).toBeLessThanOrEqual( 1 );
				}
				for ( const [ what, target ] of [
					[ 'add to cart', add ],
					[ 'quick view', quick ],
					[ 'wishlist heart', heart ],
				] as const ) {
					expect(
						Math.abs( target.y - add.y ),
						`${ name }: the ${ what } is in the actions' row`
					).toBeLessThanOrEqual( 1 );
					expect(
						target.y,
						`${ name }: the ${ what } is under the price`
					).toBeGreaterThanOrEqual( price.y + price.height );
					expect(
						Math.min( target.width, target.height ),
						`${ name }: the ${ what } is a ${ TARGET } px target`
					).toBeGreaterThanOrEqual( TARGET );
				}
				expect( add.x + add.width, `${ name }: in order` ).toBeLessThan(
					quick.x
				);
				expect(
					heart.x + heart.width,
					`${ name }: the row ends at the card's right edge`
				).toBeLessThanOrEqual( cardBox.x + cardBox.width + 1 );
			}
			await page.waitForLoadState( 'load' );
			expect(
				describeShifts( await layoutShifts( page ) ),
				'layout shifts without input'
			).toEqual( [] );
		} );

		test( "the product page's badge is the cards' pill; quantity and Add to cart span the column on simple and variable products; Related products in the heading scale", async ( {
			page,
		} ) => {
			await openShop( page );
			const pill = card( page, 'Classic Beanie' ).locator(
				'.wc-block-components-product-sale-badge'
			);
			const pillLook = await pill.evaluate( ( node ) => {
				const style = getComputedStyle( node );
				return [
					style.backgroundColor,
					style.borderTopLeftRadius,
					node.textContent?.trim().split( /\s+/ )[ 0 ],
				];
			} );

			const rows: Record< string, { left: number; right: number } > = {};
			for ( const slug of [ 'classic-beanie', 'hoodie' ] ) {
				await page.goto( `/product/${ slug }/` );
				const badge = page.locator( '.onsale' );
				expect(
					await badge.evaluate( ( node ) => {
						const style = getComputedStyle( node );
						return [
							style.backgroundColor,
							style.borderTopLeftRadius,
							node.textContent?.trim().split( /\s+/ )[ 0 ],
						];
					} ),
					'the same pill as the cards'
				).toEqual( pillLook );
				const column = await box(
					page.locator( '.shop-theme-product-summary' )
				);
				const quantity = await box(
					page.getByRole( 'spinbutton', { name: /quantity/i } )
				);
				const add = await box(
					page.getByRole( 'button', {
						name: 'Add to cart',
						exact: true,
					} )
				);
				expect(
					quantity.x,
					`${ slug }: the quantity starts at the column's edge`
				).toBeCloseTo( column.x, 0 );
				expect(
					add.x + add.width,
					`${ slug }: Add to cart ends at the column's edge`
				).toBeCloseTo( column.x + column.width, 0 );
				rows[ slug ] = { left: quantity.x, right: add.x + add.width };

				const sizes = await page.evaluate( () => {
					const headings = Array.from(
						document.querySelectorAll( 'main h2' )
					);
					const size = ( text: RegExp ) => {
						const found = headings.find( ( node ) =>
							text.test( node.textContent ?? '' )
						);
						return found ? getComputedStyle( found ).fontSize : '';
					};
					return {
						related: size( /^Related products$/ ),
						description: size( /^Description$/ ),
					};
				} );
				expect( sizes.related, 'Related products is drawn' ).not.toBe(
					''
				);
				expect(
					sizes.related,
					'Related products is a heading of the scale, as Description'
				).toBe( sizes.description );
			}
			expect(
				rows.hoodie,
				'Add to cart is as wide on a variable product as on a simple one'
			).toEqual( rows[ 'classic-beanie' ] );
		} );

		test( 'quick view of a product without pictures: a placeholder, the title and price without underline, the description and a quantity that Add to cart sends', async ( {
			page,
			requestUtils,
		} ) => {
			// Every seeded product has pictures: this one is made without, and found as a shopper would, by searching (the site's
			// search: WooCommerce's product search takes a single result to its page).
			const { product, remove } = await createProductWithImages(
				requestUtils,
				NO_PICTURES,
				[]
			);
			await requestUtils.rest( {
				path: `/wc/v3/products/${ product.id }`,
				method: 'PUT',
				data: {
					short_description:
						'A tote without a picture yet: sturdy canvas, long handles.',
				},
			} );
			try {
				await quickViewWithoutPictures( page );
			} finally {
				await remove();
			}
		} );
	} );
}

/**
 * Opens the quick view of the product without pictures from the product search, and checks what it shows and sends.
 *
 * @param page The page.
 */
async function quickViewWithoutPictures( page: Page ) {
	await page.goto( `/?s=${ encodeURIComponent( NO_PICTURES ) }` );
	await page
		.getByRole( 'button', { name: 'Accept all' } )
		.click( { timeout: 5000 } )
		.catch( () => {} );
	await card( page, NO_PICTURES )
		.getByRole( 'button', { name: 'Quick view' } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: NO_PICTURES } );
	await expect( dialog ).toBeVisible();
	const placeholder = dialog.locator( '.shop-quick-view__placeholder' );
	const square = await box( placeholder );
	expect( square.width, 'the placeholder fills its column' ).toBeGreaterThan(
		200
	);
	expect( Math.round( square.height ) ).toBe( Math.round( square.width ) );
	expect(
		await placeholder.evaluate(
			( node ) => getComputedStyle( node ).backgroundColor
		),
		'the placeholder has the theme surface colour'
	).not.toBe( 'rgba(0, 0, 0, 0)' );
	for ( const element of [
		dialog.getByRole( 'link', { name: NO_PICTURES } ),
		dialog.locator( '.shop-quick-view__price *' ).first(),
	] ) {
		expect(
			await element.evaluate(
				( node ) => getComputedStyle( node ).textDecorationLine
			)
		).toBe( 'none' );
	}
	await expect( dialog ).toContainText( 'A tote without a picture yet' );

	const quantity = dialog.getByRole( 'spinbutton', {
		name: 'Quantity',
	} );
	await expect( quantity ).toHaveValue( '1' );
	await quantity.fill( '2' );
	await dialog.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toHaveText(
		`“${ NO_PICTURES }” was added to your cart.`
	);
	const cart = await page.evaluate( async () =>
		( await fetch( '/wp-json/wc/store/v1/cart' ) ).json()
	);
	expect( cart.items[ 0 ] ).toMatchObject( {
		name: NO_PICTURES,
		quantity: 2,
	} );
}
