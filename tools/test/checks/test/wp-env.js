/**
 * `.wp-env.json` (the Docker path) cannot run on these machines, so this keeps it
 * valid and equivalent to the local stack: same WordPress and WooCommerce, every
 * mapped path present.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const repoRoot = path.resolve( __dirname, '../../../..' );
const config = JSON.parse(
	fs.readFileSync( path.join( repoRoot, '.wp-env.json' ), 'utf8' )
);

const isLocal = ( source ) => source.startsWith( '.' );

describe( '.wp-env.json', () => {
	it( 'runs WordPress 7.1 on PHP 8.2 with WooCommerce 11.0.1', () => {
		expect( config.core ).toMatch( /7\.1/ );
		expect( config.phpVersion ).toBe( '8.2' );
		expect( config.plugins ).toContain(
			'https://downloads.wordpress.org/plugin/woocommerce.11.0.1.zip'
		);
	} );

	it( 'maps in all four plugins and the theme', () => {
		expect( config.plugins ).toEqual(
			expect.arrayContaining( [
				'./plugins/shop-consent',
				'./plugins/shop-social-icons',
				'./plugins/shop-filter',
				'./plugins/shop-stripe-gateway',
			] )
		);
		expect( config.themes ).toEqual( [ './themes/shop-theme' ] );
	} );

	it( 'points only at paths that exist', () => {
		const sources = [
			...config.plugins,
			...config.themes,
			...Object.values( config.mappings ?? {} ),
		].filter( isLocal );
		const missing = sources.filter(
			( source ) => ! fs.existsSync( path.join( repoRoot, source ) )
		);
		expect( missing ).toEqual( [] );
	} );

	it( 'runs the same seed script as the local stack after start', () => {
		const afterStart = config.lifecycleScripts?.afterStart ?? '';
		const script = afterStart.match( /tools\/[\w/.-]+/ )?.[ 0 ];
		expect( script ).toBeDefined();
		expect( fs.existsSync( path.join( repoRoot, script ) ) ).toBe( true );
	} );
} );
