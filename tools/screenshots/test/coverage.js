/**
 * `npm run screenshots` covers every page type and every settings screen, and the README shows the pictures
 * compressed (issue 28's "Done when"): each theme template is drawn by a shot on the desktop and the phone, or is the
 * same file as one that is; each admin page the plugins and the theme add, and each of the Stripe gateway's screens,
 * is among the settings screens shot; every picture the README's gallery shows is in the folder, reduced to a palette
 * by pngquant.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
	accountShots,
	comingSoonShot,
	storefrontShots,
} from '../storefront.mjs';
import { ADMIN_SCREENS } from '../admin.mjs';

const root = path.resolve( __dirname, '../../..' );
const templates = path.join( root, 'themes/shop-theme/templates' );
const BASE = 'http://shop.test';

/**
 * Templates no shot opens, each with the shot template whose file it is, word for word.
 */
const SAME_AS = {
	// The shop's archives all draw the shop-archive pattern.
	'taxonomy-product_tag': 'archive-product',
	'taxonomy-product_attribute': 'archive-product',
	// The blog's posts page (no page is set as such on the demo shop) and the fallback draw the blog layout.
	home: 'archive',
	index: 'archive',
};

/**
 * The Store API and WordPress REST answers storefrontShots() reads, one item each.
 *
 * @param {string} url Requested URL.
 */
function answer( url ) {
	if ( url.includes( '/products/categories' ) ) {
		return [ { count: 3, name: 'Caps', permalink: `${ BASE }/caps/` } ];
	}
	if ( url.includes( '/products?' ) ) {
		return [ { id: 7, name: 'Cap', permalink: `${ BASE }/cap/` } ];
	}
	return [ { link: `${ BASE }/some-page/` } ];
}

/** @return {Promise<Array<{template?: string, devices?: string[]}>>} Every storefront shot of a run. */
async function allShots() {
	global.fetch = jest.fn( async ( url ) => ( {
		json: async () => answer( String( url ) ),
	} ) );
	return [
		...( await storefrontShots( BASE ) ),
		...accountShots( BASE, { id: 12, key: 'wc_order_x' } ),
		comingSoonShot( BASE ),
	];
}

const read = ( file ) => fs.readFileSync( file, 'utf8' );

describe( 'npm run screenshots', () => {
	it( 'shoots every theme template on the desktop and the phone, or one that is the same file', async () => {
		const shot = new Set(
			( await allShots() )
				.filter( ( { template, devices } ) => template && ! devices )
				.map( ( { template } ) => template )
		);
		const names = fs
			.readdirSync( templates )
			.filter( ( file ) => file.endsWith( '.html' ) )
			.map( ( file ) => file.replace( /\.html$/, '' ) );
		for ( const name of names ) {
			if ( shot.has( name ) ) {
				continue;
			}
			const twin = SAME_AS[ name ];
			expect( `${ name }: ${ twin ?? 'no shot' }` ).toBe(
				`${ name }: ${ twin }`
			);
			expect( shot.has( twin ) ).toBe( true );
			expect( read( path.join( templates, `${ name }.html` ) ) ).toBe(
				read( path.join( templates, `${ twin }.html` ) )
			);
		}
	} );

	it( 'shoots every admin page the plugins and the theme add, and every Stripe gateway screen', () => {
		const paths = ADMIN_SCREENS.map( ( screen ) => screen.path );
		const pageOf = ( adminPath ) =>
			new URLSearchParams( adminPath.split( '?' )[ 1 ] ).get( 'page' );
		const sources = [
			...[
				'plugins/shop-consent',
				'plugins/shop-social-icons',
				'plugins/shop-filter',
				'plugins/shop-stripe-gateway',
			].map( ( plugin ) => path.join( root, plugin, 'includes' ) ),
			path.join( root, 'themes/shop-theme/inc' ),
		];
		const php = ( folder ) =>
			fs
				.readdirSync( folder, { withFileTypes: true } )
				.flatMap( ( entry ) => {
					const full = path.join( folder, entry.name );
					if ( entry.isDirectory() ) {
						return entry.name === 'Kit' ? [] : php( full );
					}
					return entry.name.endsWith( '.php' ) ? [ full ] : [];
				} );
		const slugs = sources
			.flatMap( php )
			.map( read )
			.filter( ( text ) =>
				/add_(sub)?menu_page|add_(theme|options)_page|extends KitAdminPage/.test(
					text
				)
			)
			.map( ( text ) => text.match( /const SLUG = '([^']+)'/ )?.[ 1 ] );
		expect( slugs ).toHaveLength( 6 );
		for ( const slug of slugs ) {
			expect( paths.map( pageOf ) ).toContain( slug );
		}

		const stripe = path.join(
			root,
			'plugins/shop-stripe-gateway/includes'
		);
		const card = read(
			path.join( stripe, 'Gateway/CardGateway.php' )
		).match( /const ID = '([^']+)'/ )[ 1 ];
		const sections = paths.map( ( adminPath ) =>
			new URLSearchParams( adminPath.split( '?' )[ 1 ] ).get( 'section' )
		);
		// WooCommerce > Payments, the card's screen, and an other method's (Method::gateway_id(): stripe_<method>).
		expect( paths ).toContain( 'admin.php?page=wc-settings&tab=checkout' );
		expect( sections ).toContain( card );
		expect(
			sections.some( ( section ) => section?.startsWith( `${ card }_` ) )
		).toBe( true );
		// The express checkout fields, shot apart from the long card screen.
		const express = ADMIN_SCREENS.find( ( screen ) =>
			screen.focus?.startsWith( `#woocommerce_${ card }_express` )
		);
		expect( express ).toBeDefined();
		expect(
			read( path.join( stripe, 'Express/ExpressFields.php' ) )
		).toContain(
			`'${ express.focus.replace( `#woocommerce_${ card }_`, '' ) }'`
		);
	} );

	it( 'shows in the README every shot on each of its devices, as palette PNGs in the folder', async () => {
		const readme = read( path.join( root, 'README.md' ) );
		const gallery = readme.slice(
			readme.indexOf( '<!-- screenshots:start' ),
			readme.indexOf( '<!-- screenshots:end -->' )
		);
		const pictures = [
			...gallery.matchAll(
				/<img src="(docs\/screenshots\/[^"]+\.png)"/g
			),
		].map( ( match ) => match[ 1 ] );
		const expected = ( await allShots() ).flatMap( ( shot ) =>
			( shot.devices ?? [ 'desktop', 'phone' ] ).map(
				( device ) => `docs/screenshots/${ shot.name }-${ device }.png`
			)
		);
		expect( pictures ).toEqual( expect.arrayContaining( expected ) );
		for ( const picture of new Set( pictures ) ) {
			const header = fs.readFileSync( path.join( root, picture ) );
			// IHDR's colour type: 3 is a palette, what pngquant writes.
			expect( `${ picture }: ${ header[ 25 ] }` ).toBe(
				`${ picture }: 3`
			);
		}
	} );
} );
