#!/usr/bin/env node
/**
 * `node tools/bench/html-parts-report.mjs [--page=front] [--packages] [--all]` on a running stack (`SHOP_PORT`):
 * per page the benchmark measures, the HTML gzipped (level 9) ours / bare WooCommerce, then each part of the page
 * (`html-parts.mjs`) ours / bare, what it adds to each page and the difference, largest first. `--packages` adds what
 * each package adds to the whole page: the page without it (our plugins one by one, through `X-Shop-Bench-Without`;
 * the theme, by rendering Twenty Twenty-Five) against ours. Only parts whose difference is 50 B or more are listed,
 * unless `--all`.
 */
import { benchmarkPages } from './pages.mjs';
import { weighParts } from './html-parts.mjs';

const OUR_PLUGINS = [
	'shop-consent/shop-consent.php',
	'shop-social-icons/shop-social-icons.php',
	'shop-filter/shop-filter.php',
	'shop-stripe-gateway/shop-stripe-gateway.php',
];
const BARE = {
	'X-Shop-Bench-Theme': 'twentytwentyfive',
	'X-Shop-Bench-Without': OUR_PLUGINS.join( ', ' ),
};
const args = process.argv.slice( 2 );
const only = args.find( ( a ) => a.startsWith( '--page=' ) )?.slice( 7 );
const baseUrl = `http://127.0.0.1:${ process.env.SHOP_PORT ?? 8888 }/`;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 2 );
const signed = ( bytes ) => `${ bytes >= 0 ? '+' : '' }${ kb( bytes ) }`;

/**
 * A cart holding one product: WooCommerce's session cookies after `?add-to-cart=`.
 *
 * @param {number} productId
 * @return {Promise<string>} The Cookie header.
 */
async function cartCookies( productId ) {
	const response = await fetch( `${ baseUrl }?add-to-cart=${ productId }`, {
		redirect: 'manual',
	} );
	return response.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.join( '; ' );
}

async function page( url, headers ) {
	const response = await fetch( url, { headers } );
	if ( ! response.ok ) {
		throw new Error( `${ url }: HTTP ${ response.status }` );
	}
	return response.text();
}

const pages = ( await benchmarkPages( baseUrl, true ) ).filter(
	( { name } ) => ! only || name.startsWith( only )
);
for ( const { name, url, cartItem } of pages ) {
	const cookie = cartItem ? { Cookie: await cartCookies( cartItem ) } : {};
	const ours = weighParts( await page( url, cookie ) );
	const bare = weighParts( await page( url, { ...cookie, ...BARE } ) );
	console.log(
		`\n${ name }: HTML gz ${ kb( ours.total ) } / ${ kb( bare.total ) } kB (${ signed( ours.total - bare.total ) })`
	);
	if ( args.includes( '--packages' ) ) {
		const without = [
			...OUR_PLUGINS.map( ( plugin ) => [
				plugin.split( '/' )[ 0 ],
				{ 'X-Shop-Bench-Without': plugin },
			] ),
			[ 'shop-theme', { 'X-Shop-Bench-Theme': 'twentytwentyfive' } ],
		];
		for ( const [ slug, headers ] of without ) {
			const rest = weighParts(
				await page( url, { ...cookie, ...headers } )
			);
			console.log(
				`  ${ slug.padEnd( 22 ) } adds ${ signed( ours.total - rest.total ) } kB`
			);
		}
	}
	const names = new Set( [ ...ours.parts.keys(), ...bare.parts.keys() ] );
	const none = { alone: 0, adds: 0 };
	const rows = [ ...names ]
		.map( ( part ) => {
			const a = ours.parts.get( part ) ?? none;
			const b = bare.parts.get( part ) ?? none;
			return { part, a, b, diff: a.adds - b.adds };
		} )
		.filter(
			( row ) => args.includes( '--all' ) || Math.abs( row.diff ) >= 50
		)
		.sort( ( x, y ) => y.diff - x.diff );
	console.log(
		'  part                                                alone ours / bare   adds ours / bare   difference (kB gz)'
	);
	for ( const { part, a, b, diff } of rows ) {
		console.log(
			`  ${ part.slice( 0, 50 ).padEnd( 50 ) } ${ kb( a.alone ).padStart( 6 ) } / ${ kb( b.alone ).padStart( 6 ) }   ${ kb( a.adds ).padStart( 6 ) } / ${ kb( b.adds ).padStart( 6 ) }   ${ signed( diff ).padStart( 6 ) }`
		);
	}
}
