/**
 * A site admin installs a plugin of the bundle from its zip through wp-admin's upload
 * screen. The stack normally links the plugin's source folder into WordPress; the test
 * sets that link aside, installs the zip, and puts the link back afterwards.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { reloadPhpWorkers, stackDir } from '../support/stack';
import { runWordPressPhp } from '../support/wordpress-php';

const SLUG = 'shop-social-icons';
const repoRoot = path.resolve( __dirname, '../..' );
const installed = path.join( stackDir, 'wordpress/wp-content/plugins', SLUG );
const setAside = path.join( stackDir, `${ SLUG }.link-aside` );

test.describe( 'installing a plugin from its zip', () => {
	test.beforeAll( async ( { requestUtils, baseURL } ) => {
		execFileSync( process.execPath, [ 'tools/cli.mjs', 'zip' ], {
			cwd: repoRoot,
			stdio: 'pipe',
		} );
		await requestUtils.deactivatePlugin( SLUG );
		fs.renameSync( installed, setAside );
		await reloadPhpWorkers( baseURL! );
	} );

	test.afterAll( async ( { requestUtils, baseURL } ) => {
		await requestUtils.deactivatePlugin( SLUG );
		if ( fs.existsSync( setAside ) ) {
			fs.rmSync( installed, { recursive: true, force: true } );
			fs.renameSync( setAside, installed );
		}
		await reloadPhpWorkers( baseURL! );
		await requestUtils.activatePlugin( SLUG );
	} );

	test( 'uploads, installs and activates shop-social-icons', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'plugin-install.php', 'tab=upload' );
		await page
			.locator( 'input#pluginzip' )
			.setInputFiles( path.join( repoRoot, 'dist', `${ SLUG }.zip` ) );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible();

		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();

		// What was installed is the zip's content, not a link to the sources.
		expect( fs.lstatSync( installed ).isSymbolicLink() ).toBe( false );
		expect( fs.existsSync( path.join( installed, 'build' ) ) ).toBe( true );
		expect( fs.existsSync( path.join( installed, 'src' ) ) ).toBe( false );
		// The translation template ships, with the strings of the PHP and of the TypeScript.
		const pot = fs.readFileSync(
			path.join( installed, 'languages', `${ SLUG }.pot` ),
			'utf8'
		);
		expect( pot ).toContain( '#: shop-social-icons.php' );
		expect( pot ).toMatch( /^#: src\/admin\/.+\.tsx?:\d+$/m );

		// Its classes come from the class bundle it ships (packages/php-kit/README.md, "The class bundle"), but the
		// one that builds on WordPress's list table, autoloaded from its file when its screen needs it.
		const bundle = path.join( installed, 'includes/Kit/classes.php' );
		expect( fs.existsSync( bundle ) ).toBe( true );
		const declaredIn = runWordPressPhp(
			path.join( __dirname, 'fixtures/declared-in.php' ),
			[
				'ShopSocialIcons\\Plugin',
				'ShopSocialIcons\\Kit\\Service',
				'ShopSocialIcons\\Newsletter\\Admin\\SubscribersListTable',
			]
		)
			.trim()
			.split( '\n' );
		expect( declaredIn ).toEqual( [
			bundle,
			bundle,
			path.join(
				installed,
				'includes/Newsletter/Admin/SubscribersListTable.php'
			),
		] );

		// And the storefront runs on them: a post shows the share icons after its text.
		await page.goto( '/caring-for-your-knitwear/' );
		await expect(
			page.getByRole( 'list', { name: 'Share this page' } )
		).toBeVisible();
	} );
} );
