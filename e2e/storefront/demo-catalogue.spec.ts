/**
 * The demo catalogue that `npm start` seeds (tools/stack/php/seed-shop.php) looks like a shop: every product has a
 * picture of its own, drawn at 1200×1200 so WordPress can make every size, small enough to serve, and the words
 * a shop would write about it.
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
import { decideConsent } from './support/product-page';

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
test.beforeEach( decideConsent );

interface StoreProduct {
	name: string;
	description: string;
	short_description: string;
	images: { src: string; alt: string }[];
}

/** The seeded products, from the Store API, as any visitor can read them. */
const SEEDED = [
	'Classic Beanie',
	'Leather Belt',
	'Sunglasses',
	'Canvas Cap',
	'Logo T-Shirt',
	'Hoodie',
	'V-Neck T-Shirt',
	'Zip Hoodie',
];

/**
 * Width and height from a JPEG's start-of-frame segment.
 *
 * @param bytes The file.
 * @return Its size, or null when it is not a JPEG.
 */
function jpegSize( bytes: Buffer ): { width: number; height: number } | null {
	if ( bytes.readUInt16BE( 0 ) !== 0xffd8 ) {
		return null;
	}
	let at = 2;
	while ( at + 9 < bytes.length ) {
		const marker = bytes.readUInt16BE( at );
		// SOF0 … SOF15, except DHT (C4), JPG (C8) and DAC (CC).
		if (
			marker >= 0xffc0 &&
			marker <= 0xffcf &&
			! [ 0xffc4, 0xffc8, 0xffcc ].includes( marker )
		) {
			return {
				height: bytes.readUInt16BE( at + 5 ),
				width: bytes.readUInt16BE( at + 7 ),
			};
		}
		at += 2 + bytes.readUInt16BE( at + 2 );
	}
	return null;
}

/** @param html Markup. @return Its sentences, tags removed. */
const sentences = ( html: string ) =>
	html
		.replace( /<[^>]+>/g, ' ' )
		.split( /(?<=[.!?])\s+(?=[A-Z])/ )
		.map( ( sentence ) => sentence.trim() )
		.filter( Boolean );

test( 'every seeded product has a 1200×1200 JPEG picture of its own under 120 kB, and a shop’s description @woocommerce', async ( {
	request,
} ) => {
	const products = ( await (
		await request.get( '/wp-json/wc/store/v1/products?per_page=100' )
	).json() ) as StoreProduct[];
	expect( products.map( ( product ) => product.name ).sort() ).toEqual(
		[ ...SEEDED ].sort()
	);

	const pictures = new Set< string >();
	for ( const product of products ) {
		const [ picture ] = product.images;
		expect( picture, product.name ).toBeDefined();
		expect( picture.alt ).toBe( product.name );
		pictures.add( picture.src );

		const response = await request.get( picture.src );
		expect( response.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
		const bytes = await response.body();
		expect( jpegSize( bytes ), product.name ).toEqual( {
			width: 1200,
			height: 1200,
		} );
		expect( bytes.length, product.name ).toBeLessThan( 120_000 );

		expect(
			sentences( product.short_description ),
			product.name
		).toHaveLength( 1 );
		const described = sentences( product.description ).length;
		expect( described, product.name ).toBeGreaterThanOrEqual( 2 );
		expect( described, product.name ).toBeLessThanOrEqual( 4 );
	}
	expect( pictures.size ).toBe( SEEDED.length );
} );

test( 'the shop page shows every product’s picture, loaded, named after the product @woocommerce', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	for ( const name of SEEDED ) {
		const picture = page.getByRole( 'img', { name, exact: true } ).first();
		await picture.scrollIntoViewIfNeeded();
		await expect( picture ).toBeVisible();
		await expect
			.poll(
				() =>
					picture.evaluate(
						( img: HTMLImageElement ) =>
							img.complete && img.naturalWidth > 0
					),
				{ message: `${ name }: picture loaded` }
			)
			.toBe( true );
	}
} );
