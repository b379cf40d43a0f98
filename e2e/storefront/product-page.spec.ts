/**
 * The product page as a shopper meets it on Shop Theme (spec: storefront-and-social.md, sections 2, 4, 5, 8, 9):
 * the tab opened by the URL and the keys between tabs, the gallery's slider, hover zoom and lightbox, the five-star
 * review form with its "rating required" alert, and an error notice that takes the focus.
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
	addToCartThroughApi,
	decideConsent,
	deleteReview,
	openProduct,
	productBySlug,
	productGallery,
	productTabs,
	writeReview,
} from './support/product-page';
import { createProductWithImages } from './support/product-with-images';
import { setProductsSetting } from './support/store-options';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

// Logo T-Shirt has all three tabs (it has attributes and two reviews) and a gallery of three pictures.
const SHIRT = 'logo-t-shirt';
// What follows the product's address, and the tab it opens.
const INITIAL_TAB = [
	[ '', 'Description' ],
	[ '#reviews', 'Reviews' ],
	[ '#tab-reviews', 'Reviews' ],
	[ '#comment-{review}', 'Reviews' ],
	[ '?cpage=1', 'Reviews' ],
	[ 'comment-page-1/', 'Reviews' ],
	[ '#tab-additional_information', 'Additional information' ],
	[ '#main', 'Description' ],
];

for ( const [ suffix, opens ] of INITIAL_TAB ) {
	test( `tabs: the address + "${ suffix }" opens ${ opens } @woocommerce`, async ( {
		page,
		requestUtils,
	} ) => {
		const { id } = await productBySlug( requestUtils, SHIRT );
		const [ review ] = await requestUtils.rest< { id: number }[] >( {
			path: '/wc/v3/products/reviews',
			params: { product: id },
		} );

		const at = suffix.replace( '{review}', String( review.id ) );
		await openProduct( page, requestUtils, SHIRT, at );

		await productTabs( page ).expectOpen( opens );
	} );
}

// From the focused tab, a key, and the tab that has the focus then.
const KEYS = [
	[ 'Description', 'ArrowRight', 'Additional information' ],
	[ 'Additional information', 'ArrowLeft', 'Description' ],
	[ 'Description', 'ArrowLeft', 'Reviews' ],
	[ 'Reviews', 'ArrowRight', 'Description' ],
	[ 'Description', 'End', 'Reviews' ],
	[ 'Reviews', 'Home', 'Description' ],
	// The tabs stand in a row: the up and down arrows are left to the page.
	[ 'Description', 'ArrowDown', 'Description' ],
];

test( 'tabs: the arrow keys, Home and End move between tabs, Enter opens one @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	await openProduct( page, requestUtils, SHIRT );
	const { tab, expectOpen } = productTabs( page );

	for ( const [ from, key, to ] of KEYS ) {
		await test.step( `${ key } from ${ from }`, async () => {
			await tab( from ).click();
			await page.keyboard.press( key );
			await expect( tab( to ) ).toBeFocused();
		} );
	}
	await page.keyboard.press( 'End' );
	await page.keyboard.press( 'Enter' );
	await expectOpen( 'Reviews' );
} );

test( 'gallery: a thumbnail brings its picture into the slider @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	await openProduct( page, requestUtils, SHIRT );
	const { slide, thumbnail } = productGallery( page );
	await expect( slide( 'Logo T-Shirt' ) ).toBeInViewport();
	await expect( slide( 'Logo T-Shirt view 3' ) ).not.toBeInViewport();

	await thumbnail( 'Logo T-Shirt view 3' ).click();

	await expect( slide( 'Logo T-Shirt view 3' ) ).toBeInViewport();
	await expect( slide( 'Logo T-Shirt' ) ).not.toBeInViewport();
} );

test( 'gallery: hover zooms only a picture wider than the gallery @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	// The seeded pictures are 600 px wide: one wider and one narrower than the gallery are made for this test.
	const { product, remove } = await createProductWithImages(
		requestUtils,
		'Zoom Poster',
		[
			{ width: 2000, height: 1500, alt: 'Zoom Poster large' },
			{ width: 400, height: 300, alt: 'Zoom Poster small' },
		]
	);
	try {
		await page.goto( product.permalink );
		const { gallery, slide, thumbnail, settled } = productGallery( page );
		const width = ( await gallery.boundingBox() )?.width ?? 0;
		expect( width ).toBeGreaterThan( 400 );
		expect( width ).toBeLessThan( 2000 );

		const large = slide( 'Zoom Poster large' );
		await large.hover();
		const zoomed = large.locator( '.zoomImg' );
		await expect( zoomed ).toHaveCSS( 'opacity', '1' );
		await expect( zoomed ).toHaveJSProperty( 'naturalWidth', 2000 );
		await page.mouse.move( 0, 0 );
		await expect( zoomed ).toHaveCSS( 'opacity', '0' );

		await thumbnail( 'Zoom Poster small' ).click();
		await settled();
		await slide( 'Zoom Poster small' ).hover();
		await expect(
			slide( 'Zoom Poster small' ).locator( '.zoomImg' )
		).toHaveCount( 0 );
	} finally {
		await remove();
	}
} );

test( 'gallery: the magnifier opens the picture shown full screen, Escape closes it @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	await openProduct( page, requestUtils, SHIRT );
	const { slide, thumbnail, settled } = productGallery( page );
	await thumbnail( 'Logo T-Shirt view 2' ).click();
	await settled();
	const large = await slide( 'Logo T-Shirt view 2' )
		.getByRole( 'img' )
		.getAttribute( 'data-large_image' );
	const magnifier = page.getByRole( 'button', {
		name: 'View full-screen image gallery',
	} );

	await magnifier.click();

	const lightbox = page.getByRole( 'dialog', {
		name: 'Full screen image',
	} );
	await expect( lightbox ).toBeVisible();
	await expect( lightbox.locator( '.pswp__counter' ) ).toHaveText( '2 / 3' );
	await expect(
		lightbox.locator( `img.pswp__img[src="${ large }"]` )
	).toBeInViewport();
	await page.keyboard.press( 'Escape' );
	await expect( lightbox ).toBeHidden();
	await expect( magnifier ).toBeFocused();
} );

test( 'reviews: five stars to choose from; without one the "rating required" alert stops the review, with one it is accepted @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	const restore = await setProductsSetting(
		requestUtils,
		'woocommerce_review_rating_required',
		'yes'
	);
	let reviewId: string | null = null;
	try {
		const beanie = await openProduct(
			page,
			requestUtils,
			'classic-beanie',
			'#reviews'
		);
		// Each star's name starts with the glyph WooCommerce's stylesheet draws before it.
		const stars = page.getByRole( 'radio', { name: /\d of 5 stars$/ } );
		await expect( stars ).toHaveCount( 5 );
		const text = `Warm and soft ${ Date.now() }`;
		await writeReview( page, text );
		const alerts: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			alerts.push( dialog.message() );
			return dialog.accept();
		} );

		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await expect
			.poll( () => alerts )
			.toEqual( [ 'Please select a rating' ] );
		await expect( page ).toHaveURL( `${ beanie.permalink }#reviews` );

		const four = page.getByRole( 'radio', { name: /4 of 5 stars$/ } );
		await four.click();
		await expect( four ).toBeChecked();
		await expect(
			page.getByRole( 'radio', { checked: true } )
		).toHaveCount( 1 );
		await page.getByRole( 'button', { name: 'Submit' } ).click();

		await expect( page ).toHaveURL( /unapproved=\d+/ );
		reviewId = new URL( page.url() ).searchParams.get( 'unapproved' );
		await expect( page.getByText( text ) ).toBeVisible();
		expect(
			await requestUtils.rest( {
				path: `/wc/v3/products/reviews/${ reviewId }`,
			} )
		).toMatchObject( {
			rating: 4,
			review: expect.stringContaining( text ),
		} );
	} finally {
		await deleteReview( requestUtils, reviewId );
		await restore();
	}
} );

test( 'notices: adding more than the stock shows an error notice that takes the focus @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	// Seeded with 40 in stock; orders other specs place (and delete) take some, so the cart gets what is left.
	const shirt = await productBySlug( requestUtils, SHIRT );
	expect( shirt.stock_quantity ).toBeGreaterThan( 0 );
	await addToCartThroughApi( page, shirt.id, shirt.stock_quantity ?? 0 );
	await page.goto( shirt.permalink );

	await page
		.getByRole( 'button', { name: 'Add to cart', exact: true } )
		.click();

	const notice = page
		.getByRole( 'alert' )
		.filter( { hasText: 'You cannot add that amount to the cart' } );
	await expect( notice ).toBeFocused();
	await expect( notice ).toBeInViewport();
} );
