/**
 * The build's copy of the PHP kit: every package gets the kit's files under its own namespace and text domain, says
 * where each copy comes from, and keeps no file the kit no longer has.
 */
const { execFileSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const repoRoot = path.resolve( __dirname, '../../..' );
const source = path.join( repoRoot, 'packages/php-kit/src' );

const copyKit = ( ...args ) =>
	execFileSync(
		process.execPath,
		[ 'packages/php-kit/copy-kit.mjs', ...args ],
		{ cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' }
	);

/** @type {[string, string, string, string[] | null][]} package, its namespace, its kit folder, its files (null: all) */
const PACKAGES = [
	[ 'plugins/shop-consent', 'ShopConsent', 'includes/Kit', null ],
	[ 'plugins/shop-social-icons', 'ShopSocialIcons', 'includes/Kit', null ],
	[ 'plugins/shop-filter', 'ShopFilter', 'includes/Kit', null ],
	[
		'plugins/shop-stripe-gateway',
		'ShopStripeGateway',
		'includes/Kit',
		null,
	],
	[
		'themes/shop-theme',
		'ShopTheme',
		'inc/Kit',
		[
			'Assets/BuildAssets.php',
			'Assets/HandleMarkup.php',
			'Assets/HandleMarkupCache.php',
			'Autoloader.php',
			'Cache/SharedCache.php',
			'RateLimit/ClientAddress.php',
			'RateLimit/Counters.php',
			'RateLimit/ForwardedHeader.php',
			'RateLimit/RateLimit.php',
			'RateLimit/RateLimiter.php',
			'RateLimit/TrustedProxies.php',
			'Service.php',
			'Settings/SchemaOption.php',
		],
	],
];

const kitFiles = ( dir ) =>
	fs
		.readdirSync( dir, { recursive: true } )
		.map( ( name ) => String( name ).split( path.sep ).join( '/' ) )
		.filter( ( name ) => name.endsWith( '.php' ) )
		.sort();

describe( 'packages/php-kit/copy-kit.mjs', () => {
	beforeAll( () => {
		copyKit( '--all' );
	} );

	it.each( PACKAGES )(
		'writes the kit into %s under %s\\Kit, in its text domain, with the class bundle',
		( pkg, namespace, kitDir, only ) => {
			const slug = path.basename( pkg );
			const target = path.join( repoRoot, pkg, kitDir );
			const expected = only ?? kitFiles( source );

			// With the package's class bundle and its list (class-bundle.mjs, tested in class-bundle.js).
			expect( kitFiles( target ) ).toEqual(
				[ ...expected, 'classes-sources.php', 'classes.php' ].sort()
			);
			for ( const file of expected ) {
				const copy = fs.readFileSync(
					path.join( target, file ),
					'utf8'
				);
				expect( copy ).toMatch(
					new RegExp(
						`^namespace ${ namespace }\\\\Kit(\\\\\\w+)?;$`,
						'm'
					)
				);
				expect( copy ).toContain( `@package ${ namespace }\n` );
				expect( copy ).toContain(
					`Copied from packages/php-kit/src/${ file } by the build`
				);
				expect( copy ).not.toMatch( /ShopKit|shop-kit/ );
			}
			const strings = fs.readFileSync(
				path.join( target, 'Assets/BuildAssets.php' ),
				'utf8'
			);
			expect( strings ).toContain( `'${ slug }'` );
		}
	);

	it( 'leaves a copy that is up to date alone', () => {
		const copy = path.join(
			repoRoot,
			'plugins/shop-filter/includes/Kit/Service.php'
		);
		const before = fs.statSync( copy ).mtimeMs;

		expect( copyKit( 'plugins/shop-filter' ) ).toContain( 'up to date' );
		expect( fs.statSync( copy ).mtimeMs ).toBe( before );
	} );

	it( 'removes a file the kit no longer has, and puts back an edited copy', () => {
		const kitDir = path.join(
			repoRoot,
			'plugins/shop-filter/includes/Kit'
		);
		const stale = path.join( kitDir, 'Gone.php' );
		const edited = path.join( kitDir, 'Service.php' );
		fs.writeFileSync( stale, '<?php\n' );
		const original = fs.readFileSync( edited, 'utf8' );
		fs.writeFileSync( edited, original.replace( 'register', 'edited' ) );

		expect( copyKit( 'plugins/shop-filter' ) ).toContain(
			'2 files written or removed'
		);
		expect( fs.existsSync( stale ) ).toBe( false );
		expect( fs.readFileSync( edited, 'utf8' ) ).toBe( original );
	} );

	it( 'refuses a folder that takes no copy', () => {
		expect( () => copyKit( 'packages/admin-settings' ) ).toThrow(
			/takes no copy of the PHP kit/
		);
	} );
} );
