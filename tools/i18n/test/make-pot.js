/**
 * The translation template of shop-consent, written as the build writes it, holds the strings of its PHP and of
 * its TypeScript, each with the file it comes from, so a shop can translate the banner and the admin screens.
 */
const { execFileSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const { po } = require( 'gettext-parser' );

const repoRoot = path.resolve( __dirname, '../../..' );
const pot = path.join(
	repoRoot,
	'plugins/shop-consent/languages/shop-consent.pot'
);

/**
 * @param {Object} template Parsed template.
 * @param {string} msgid    The string.
 * @return {string[]} Files it is referenced from.
 */
function referencedFrom( template, msgid ) {
	const entry = template.translations[ '' ][ msgid ];
	return ( entry?.comments?.reference ?? '' )
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( reference ) => reference.replace( /:\d+$/, '' ) );
}

describe( 'languages/shop-consent.pot', () => {
	let text;
	let template;

	beforeAll( () => {
		execFileSync(
			process.execPath,
			[ 'tools/i18n/make-pot.mjs', 'plugins/shop-consent' ],
			{ cwd: repoRoot, stdio: 'pipe' }
		);
		text = fs.readFileSync( pot, 'utf8' );
		template = po.parse( text );
	}, 120_000 );

	it( 'is the template of Shop Consent', () => {
		expect( text ).toMatch( /^"Project-Id-Version: Shop Consent\\n"$/m );
	} );

	it( 'holds a banner string from PHP: the Cookie settings link', () => {
		expect( referencedFrom( template, 'Cookie settings' ) ).toContain(
			'includes/Blocks/SettingsLink.php'
		);
	} );

	// The bar is server HTML (includes/Banner/) and the settings screen (src/admin/) shows the same button's label.
	it( 'holds the Accept all button from both the bar’s PHP and the settings screen’s TypeScript', () => {
		const files = referencedFrom( template, 'Accept all' );
		expect(
			files.some( ( file ) => /^includes\/Banner\/.+\.php$/.test( file ) )
		).toBe( true );
		expect(
			files.some( ( file ) => /^src\/admin\/.+\.tsx?$/.test( file ) )
		).toBe( true );
	} );

	it( 'holds the blocks’ title, description and keywords with the contexts WordPress translates them in', () => {
		const entry = ( context, msgid ) =>
			template.translations[ context ]?.[ msgid ];

		expect(
			entry( 'block title', 'Cookie settings' )?.comments?.reference
		).toBe( 'src/blocks/cookie-settings/block.json' );
		expect(
			entry(
				'block description',
				'A link that reopens the cookie settings, for a footer or a privacy page.'
			)
		).toBeDefined();
		expect(
			entry( 'block keyword', 'cookie' )?.comments?.reference.split(
				'\n'
			)
		).toEqual( [
			'src/blocks/cookie-policy/block.json',
			'src/blocks/cookie-settings/block.json',
		] );
	} );

	it( 'holds the plugin header for the plugins screen', () => {
		expect( template.translations[ '' ] ).toHaveProperty( 'Shop Consent' );
	} );
} );
